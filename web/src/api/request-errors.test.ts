// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reportedByLayer } from './request-errors';

describe('reportedByLayer: failures the request layer already showed, which a caller must not alert again', () => {
  it.each<[string, string | null, boolean]>([
    ['a timeout: the layer alerted it', 'ECONNABORTED', true],
    ['no answer: the layer showed the offline toast or the network alert', 'ERR_NETWORK', true],
    ['cancelled by the caller', 'ERR_CANCELED', true],
    ['maintenance: the layer shows the maintenance screen (entry §2)', 'system.maintenance', true],
    ['a blocked region or IP: the layer shows the access-denied screen', 'system.region.restricted', true],
    ["a server refusal: the caller's alert", 'login.cred.err', false],
    ['no code: the caller shows it', null, false],
  ])('%s', (_rule, errorCode, expected) => {
    expect(reportedByLayer({ errorCode })).toBe(expected);
  });
});
