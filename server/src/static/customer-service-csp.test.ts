import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp';
import {
  CUSTOMER_SERVICE_CSP,
  customerServiceCspSources,
  withCustomerServiceSources,
} from './customer-service-csp';

describe("the customer-service vendors' CSP sources", () => {
  it("names each configured script's origin for its script, calls, frames and images, once", () => {
    expect(
      customerServiceCspSources([
        { csType: 'AICAN', src: 'https://cs.aican.example/widget.js?v=2' },
        { csType: 'MIDUOKE', src: 'https://cs.aican.example/other.js' },
        { csType: 'LIVECHAT', src: 'https://cdn.livechatinc.com/tracking.js' },
      ]),
    ).toEqual({
      scriptSrc: ['https://cs.aican.example', 'https://cdn.livechatinc.com'],
      connectSrc: ['https://cs.aican.example', 'https://cdn.livechatinc.com'],
      frameSrc: ['https://cs.aican.example', 'https://cdn.livechatinc.com'],
      imgSrc: ['https://cs.aican.example', 'https://cdn.livechatinc.com'],
    });
  });

  it('lets no stored value add a source or a directive', () => {
    const extras = customerServiceCspSources([
      { csType: 'AICAN', src: "https://a.example';script-src *" },
      { csType: 'MIDUOKE', src: 'http://plain.example/a.js' },
    ]);
    expect(extras.scriptSrc).toEqual([]);
  });

  it("adds the vendors' own hosts to the production policy, https and wss only", () => {
    const policy = buildCsp([], withCustomerServiceSources());
    expect(policy).toContain('https://*.livechatinc.com');
    const all = Object.values(CUSTOMER_SERVICE_CSP).flat();
    expect(all.every((source) => /^(https|wss):\/\/\*\.[a-z0-9.-]+$/.test(source))).toBe(true);
  });
});
