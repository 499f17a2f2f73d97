import { calls, type CallName } from '@app/contract/calls';
import { defaultMerchantSettings } from '@app/contract/default-settings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import {
  ACCESS_EXEMPT_CALLS,
  accessRefusal,
  restrictedBy,
  type AccessRefusal,
  type RestrictedBy,
} from './access-hook';

type Access = Parameters<typeof accessRefusal>[0];

const settings = (maintenance: boolean, regionEnabled: boolean, blockedIps: string[]): Access => {
  const s = defaultMerchantSettings();
  return {
    maintenance: { ...s.maintenance, enabled: maintenance },
    regionRestriction: { enabled: regionEnabled, blockedIps, endTime: null },
  };
};

describe('restrictedBy: the access-denied notice says region or IP', () => {
  const rows: [rule: string, s: Access, ip: string, expected: RestrictedBy | null][] = [
    ['nothing blocked: not restricted', settings(false, false, []), '203.0.113.7', null],
    ['region restriction on: by region', settings(false, true, []), '203.0.113.7', 'REGION'],
    ['the IP is blocked: by IP', settings(false, false, ['203.0.113.7']), '203.0.113.7', 'IP'],
    ['inside a blocked CIDR: by IP', settings(false, false, ['203.0.113.0/24']), '203.0.113.9', 'IP'],
    ['another IP is not restricted', settings(false, false, ['203.0.113.7']), '203.0.113.8', null],
    [
      'region on and the IP blocked: by IP (it stays blocked when the region opens)',
      settings(false, true, ['203.0.113.7']),
      '203.0.113.7',
      'IP',
    ],
    [
      'region on, another IP blocked: by region',
      settings(false, true, ['10.0.0.1']),
      '203.0.113.7',
      'REGION',
    ],
    ['maintenance alone restricts nobody', settings(true, false, []), '203.0.113.7', null],
  ];
  it.each(rows)('%s', (_rule, s, ip, expected) => {
    expect(restrictedBy(s, ip)).toBe(expected);
  });
});

describe('accessRefusal: the one access rule', () => {
  const rows: [rule: string, s: Access, ip: string, expected: AccessRefusal | null][] = [
    ['nothing switched on: open', settings(false, false, []), '203.0.113.7', null],
    ['maintenance: refused for everyone', settings(true, false, []), '203.0.113.7', 'maintenance'],
    [
      'region restriction on: refused for everyone',
      settings(false, true, []),
      '198.51.100.1',
      'region-restricted',
    ],
    ['a blocked IP', settings(false, false, ['203.0.113.7']), '203.0.113.7', 'region-restricted'],
    ['another IP is open', settings(false, false, ['203.0.113.7']), '203.0.113.8', null],
    [
      'a blocked IPv4 reached as IPv4-mapped IPv6',
      settings(false, false, ['203.0.113.7']),
      '::ffff:203.0.113.7',
      'region-restricted',
    ],
    [
      'a blocked entry written IPv4-mapped, reached as IPv4',
      settings(false, false, ['::ffff:203.0.113.7']),
      '203.0.113.7',
      'region-restricted',
    ],
    [
      'inside a blocked CIDR',
      settings(false, false, ['203.0.113.0/24']),
      '203.0.113.200',
      'region-restricted',
    ],
    [
      'inside a blocked CIDR, IPv4-mapped',
      settings(false, false, ['203.0.113.0/24']),
      '::ffff:cb00:71c8',
      'region-restricted',
    ],
    ['outside the CIDR', settings(false, false, ['203.0.113.0/24']), '203.0.114.1', null],
    [
      'an IPv6 address in another spelling inside a blocked IPv6 range',
      settings(false, false, ['2001:db8::/32']),
      '2001:0DB8:0000::0001',
      'region-restricted',
    ],
    [
      'entries that are not addresses are ignored',
      settings(false, false, ['nope', '1.2.3/99']),
      '1.2.3.4',
      null,
    ],
    [
      'blocked during maintenance: the blocked notice',
      settings(true, false, ['1.2.3.4']),
      '1.2.3.4',
      'region-restricted',
    ],
  ];
  it.each(rows)('%s', (_rule, s, ip, expected) => {
    expect(accessRefusal(s, ip)).toBe(expected);
  });
});

let s: TestServer;
/** A fresh server for each test of the describe block that calls it (the table above needs none). */
const withServer = () => {
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.close());
};

const patch = (settingsPatch: unknown) => s.admin('PATCH', '/admin/merchants/DEMO/settings', settingsPatch);
const fromIp = (ip: string, url: string) =>
  s.request({ method: 'GET', url, remoteAddress: ip, headers: { merchant: 'DEMO' } });

/** Every exempt call answers; its path with a query the call accepts. */
const EXEMPT_URLS: Record<string, string> = {
  systemStatus: calls.systemStatus.path,
  rsaKey: `${calls.rsaKey.path}?_=1`,
  manifest: `${calls.manifest.path}?merchantCode=DEMO`,
  ping: calls.ping.path,
  support: calls.support.path,
};

describe('the access hook enforces maintenance (attack: sign in while the site is under maintenance)', () => {
  withServer();

  it('refuses login, registration, SMS and tracking with system.maintenance (503)', async () => {
    await patch({ maintenance: { enabled: true, endTime: 1_900_000_000_000 } });
    const attempts = [
      await s.postEncrypted('/wps/session/login', {
        username: 'demo_member',
        password: 'Demo@2026',
        type: 'username',
      }),
      await s.postEncrypted('/wps/member/register', {
        username: 'newplayer1',
        password: 'Abc12345',
        login: true,
      }),
      await s.post('/wps/verification/sms/noLogin', { countryDialingCode: '+63', mobileNum: '9171234567' }),
      await s.post('/wps/tracking/events', { events: '[]' }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        errorCode: 'system.maintenance',
        message: 'The system is under maintenance. Please try again later.',
        value: { maintenanceEnd: 1_900_000_000_000 },
      });
    }
    expect((await s.admin<unknown[]>('GET', '/admin/sms-outbox')).body.value).toEqual([]);
  });

  it('refuses an authenticated call with a live token (maintenance, not a session error)', async () => {
    const token = await s.login('demo_member', 'Demo@2026');
    await patch({ maintenance: { enabled: true } });
    const res = await s.get('/wps/member/info', { authorization: token });
    expect(res.status).toBe(503);
    expect(res.body.errorCode).toBe('system.maintenance');
  });

  it('keeps the status, the RSA key, the manifest, the ping and support open', async () => {
    await patch({ maintenance: { enabled: true }, regionRestriction: { enabled: true } });
    expect(Object.keys(EXEMPT_URLS).sort()).toEqual([...ACCESS_EXEMPT_CALLS].sort());
    for (const url of Object.values(EXEMPT_URLS)) {
      const res = await s.get(url);
      expect(res.status, url).toBe(200);
    }
    const status = await s.get<{ maintenance: boolean; regionRestriction: boolean }>('/wps/system/status');
    expect(status.body.value).toMatchObject({ maintenance: true, regionRestriction: true });
  });

  it('answers the message in the request language', async () => {
    await patch({ maintenance: { enabled: true } });
    const res = await s.get('/wps/system/country', { language: 'cn' });
    expect(res.body.message).toBe('系统维护中，请稍后再试。');
  });

  it('opens again when maintenance is switched off', async () => {
    await patch({ maintenance: { enabled: true } });
    expect((await s.get('/wps/system/country')).status).toBe(503);
    await patch({ maintenance: { enabled: false } });
    expect((await s.get('/wps/system/country')).status).toBe(200);
  });
});

describe('the access hook enforces region blocks (attack: a blocked IP in another spelling)', () => {
  withServer();

  it('refuses a blocked range reached as IPv4-mapped IPv6 with system.region.restricted (403)', async () => {
    await patch({ regionRestriction: { blockedIps: ['203.0.113.0/24'] } });
    const res = await s.request({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: '::ffff:203.0.113.7',
      headers: { merchant: 'DEMO', 'content-type': 'application/json' },
      payload: JSON.stringify({ countryDialingCode: '+63', mobileNum: '9171234567' }),
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      errorCode: 'system.region.restricted',
      value: { ip: '203.0.113.7' },
    });
    const status = await fromIp('::ffff:203.0.113.7', '/wps/system/status');
    expect(status.body.value).toMatchObject({ regionRestriction: true, ip: '203.0.113.7' });
    expect((await fromIp('::ffff:203.0.113.7', calls.support.path)).status).toBe(200);
  });

  it('the status says what blocks the visitor and until when (the access-denied notice)', async () => {
    await patch({ regionRestriction: { blockedIps: ['203.0.113.0/24'], endTime: 1_900_000_000_000 } });
    const byIp = await fromIp('203.0.113.7', '/wps/system/status');
    expect(byIp.body.value).toMatchObject({
      regionRestriction: true,
      restrictedBy: 'IP',
      regionRestrictionEnd: 1_900_000_000_000,
    });
    await patch({ regionRestriction: { enabled: true, blockedIps: [] } });
    const byRegion = await fromIp('198.51.100.9', '/wps/system/status');
    expect(byRegion.body.value).toMatchObject({
      regionRestriction: true,
      restrictedBy: 'REGION',
      // A patch that leaves the end time out keeps it (objects merge).
      regionRestrictionEnd: 1_900_000_000_000,
    });
    await patch({ regionRestriction: { enabled: false, endTime: null } });
    const open = await fromIp('198.51.100.9', '/wps/system/status');
    expect(open.body.value).toMatchObject({
      regionRestriction: false,
      restrictedBy: null,
      regionRestrictionEnd: null,
    });
  });

  it('leaves other visitors alone', async () => {
    await patch({ regionRestriction: { blockedIps: ['203.0.113.0/24'] } });
    expect((await fromIp('198.51.100.9', '/wps/system/country')).status).toBe(200);
    const status = await fromIp('198.51.100.9', '/wps/system/status');
    expect(status.body.value).toMatchObject({ regionRestriction: false });
  });

  it('applies to every call of the contract but the exempt ones', () => {
    const names = Object.keys(calls) as CallName[];
    expect(names.filter((n) => !ACCESS_EXEMPT_CALLS.has(n))).toContain('login');
    expect(names.filter((n) => ACCESS_EXEMPT_CALLS.has(n)).sort()).toEqual(
      ['manifest', 'ping', 'rsaKey', 'support', 'systemStatus'].sort(),
    );
  });
});
