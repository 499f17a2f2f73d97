import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_URL_MAX_LENGTH } from '@app/contract/constants/registration';
import { apiEvents } from '../api/events';
import { callApi } from '../api/call';
import { storeCampaignFromSearch } from '../lib/tracking-params';
import { systemStatusFixture } from '../test/fixtures';
import { fail, mockCalls, ok } from '../test/mock-calls';
import { useAppStore } from './app-store';
import { ensureSystemStatus } from './system-status';

afterEach(() => {
  sessionStorage.clear();
  useAppStore.setState({ status: null });
});

describe('the status query sends device, track, originalDomain and url (entry §7)', () => {
  it("track: the page's tracking parameters and those kept from the landing URL, as a query string", async () => {
    // Landed with a campaign, then moved on to a page that carries another parameter.
    storeCampaignFromSearch('?affiliateCode=AFF1&fbclid=fb-1');
    window.history.replaceState(null, '', '/m/login?r=REF9&other=x');
    const api = mockCalls({ systemStatus: ok(systemStatusFixture()) });
    await ensureSystemStatus();
    const [payload] = api.payloadsOf('systemStatus') as Record<string, string>[];
    expect(payload).toMatchObject({
      device: useAppStore.getState().device,
      originalDomain: window.location.hostname,
      url: window.location.href,
    });
    expect(new URLSearchParams(payload?.track)).toEqual(
      new URLSearchParams({ affiliateCode: 'AFF1', r: 'REF9', fbclid: 'fb-1' }),
    );
  });

  it('a page address longer than the status takes is left out, so the status still loads', async () => {
    window.history.replaceState(null, '', `/m/login?fbclid=${'x'.repeat(PAGE_URL_MAX_LENGTH)}`);
    const api = mockCalls({ systemStatus: ok(systemStatusFixture()) });
    expect(await ensureSystemStatus()).not.toBeNull();
    const [payload] = api.payloadsOf('systemStatus');
    expect(payload).not.toHaveProperty('url');
    expect(payload).not.toHaveProperty('track');
  });

  it('no tracking parameters: no track', async () => {
    window.history.replaceState(null, '', '/m/login');
    const api = mockCalls({ systemStatus: ok(systemStatusFixture()) });
    await ensureSystemStatus();
    expect(api.payloadsOf('systemStatus')[0]).not.toHaveProperty('track');
  });
});

describe('a call refused by the access rule fetches the status again (entry §2)', () => {
  it('the store then holds the maintenance status, so its screen shows', async () => {
    let maintenance = false;
    const api = mockCalls({
      systemStatus: () => ok(systemStatusFixture({ maintenance })),
      country: { status: 503, body: fail('system.maintenance', 'The system is under maintenance.') },
    });
    const alerts: unknown[] = [];
    const off = apiEvents.on('alert', (e) => alerts.push(e));
    await ensureSystemStatus();
    maintenance = true;
    await callApi('country');
    await new Promise((resolve) => setTimeout(resolve, 0));
    off();
    expect(api.calls.map((c) => c.name)).toEqual(['systemStatus', 'country', 'systemStatus']);
    expect(useAppStore.getState().status?.maintenance).toBe(true);
    expect(alerts).toEqual([]);
  });
});
