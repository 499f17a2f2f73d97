import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_MERCHANT } from '@app/contract/default-settings';
import { merchantSettingsSchema } from '@app/contract/settings';
import { DefaultQueryExecutor } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodePng } from '../image/png';
import { startTestServer, type TestServer } from '../testing/test-server';
import { copyMerchant, loadMerchant, saveMerchantSettings } from './merchants';

/**
 * The hot path of every call keeps parsed merchant settings and prepared statements: a change must still show
 * on the next call, however it was written, and requests must not be able to change the settings they share.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const db = () => s.app.appContext.db;

describe('parsed merchant settings', () => {
  it('are parsed once while the stored text is the same, and frozen', async () => {
    const first = await loadMerchant(db(), DEMO_MERCHANT);
    const second = await loadMerchant(db(), DEMO_MERCHANT);
    expect(second?.settings).toBe(first?.settings);
    expect(Object.isFrozen(first?.settings.public)).toBe(true);
    expect(() => {
      (first?.settings.maintenance as { enabled: boolean }).enabled = true;
    }).toThrow(TypeError);
  });

  it('show an admin change on the next call', async () => {
    const patched = await s.admin('PATCH', `/admin/merchants/${DEMO_MERCHANT}/settings`, {
      maintenance: { description: 'changed by the admin' },
    });
    expect(patched.body.success).toBe(true);
    const merchant = await loadMerchant(db(), DEMO_MERCHANT);
    expect(merchant?.settings.maintenance.description).toBe('changed by the admin');
  });

  it('show a change written by other code or another process on the next call', async () => {
    const before = await loadMerchant(db(), DEMO_MERCHANT);
    if (!before) throw new Error('no DEMO merchant');
    const changed = { ...before.settings, maintenance: { ...before.settings.maintenance, description: 'x' } };
    await saveMerchantSettings(db(), DEMO_MERCHANT, changed, Date.now());
    expect((await loadMerchant(db(), DEMO_MERCHANT))?.settings.maintenance.description).toBe('x');

    await db()
      .updateTable('merchants')
      .set({
        settings: JSON.stringify({ ...changed, maintenance: { ...changed.maintenance, description: 'y' } }),
      })
      .where('code', '=', DEMO_MERCHANT)
      .execute();
    const res = await s.get<{ maintenanceDescription: string }>('/wps/system/status');
    expect(res.body.value.maintenanceDescription).toBe('y');
  });
});

interface Work {
  /** Statements run (kysely's executor runs every one, on either database). */
  statements: number;
  /** Merchant rows read with their settings text. */
  settingsRead: number;
  /** Settings parsed by the schema, and JSON texts of a logo's size parsed. */
  schemaParses: number;
  largeJsonParses: number;
}

/** What `requests` cost, counted by spies on the database, the settings schema and JSON.parse (not by time). */
async function workOf(requests: () => Promise<void>): Promise<Work> {
  const all = vi.spyOn(DefaultQueryExecutor.prototype, 'executeQuery');
  const schemaParse = vi.spyOn(merchantSettingsSchema, 'parse');
  const jsonParse = vi.spyOn(JSON, 'parse');
  try {
    await requests();
    const rows = all.mock.settledResults.flatMap((r) => (r.type === 'fulfilled' ? r.value.rows : []));
    return {
      statements: all.mock.calls.length,
      settingsRead: rows.filter((row) => typeof row === 'object' && row !== null && 'settings' in row).length,
      schemaParses: schemaParse.mock.calls.length,
      largeJsonParses: jsonParse.mock.calls.filter(
        ([text]) => typeof text === 'string' && text.length > 100_000,
      ).length,
    };
  } finally {
    all.mockRestore();
    schemaParse.mockRestore();
    jsonParse.mockRestore();
  }
}

/** A 300 KB PNG logo (noise does not compress) as a data URL, as a merchant may set mobileTemplate.image_logo. */
const LOGO_SIDE = 280;
const LOGO = `data:image/png;base64,${encodePng(LOGO_SIDE, LOGO_SIDE, () => [randomInt(256), randomInt(256), randomInt(256), 255]).toString('base64')}`;

describe('attack: 100 merchants with a 300 KB logo each do not make an unauthenticated request dearer', () => {
  const dist = mkdtempSync(join(tmpdir(), 'many-merchants-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="merchant" content="DEMO" /></head><body><div id="root"></div></body></html>',
  );
  let big: TestServer;
  beforeAll(async () => {
    big = await startTestServer({ webDist: dist });
  });
  afterAll(async () => {
    await big.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const bigDb = () => big.app.appContext.db;
  /** A merchant copied from DEMO with the logo and a domain of its own, written as the admin API writes it. */
  async function addMerchant(code: string, domain: string) {
    const demo = await loadMerchant(bigDb(), DEMO_MERCHANT);
    if (!demo) throw new Error('no DEMO merchant');
    const settings = {
      ...demo.settings,
      public: {
        ...demo.settings.public,
        mobileTemplate: { ...demo.settings.public.mobileTemplate, image_logo: LOGO },
      },
      domains: [{ domainName: `https://${domain}` }],
    };
    await copyMerchant(bigDb(), demo, code, settings, Date.now());
  }

  /** A page, robots.txt on the merchant's host and on a host nobody lists, and the redirect helper. */
  const requests = (host: string) => async () => {
    const inject = (url: string, h = host) => big.app.inject({ method: 'GET', url, headers: { host: h } });
    expect((await inject('/m/home')).statusCode).toBe(200);
    expect((await inject('/robots.txt')).body).toContain('Allow: /m/');
    expect((await inject('/robots.txt', 'nobody.example')).body).toContain('Disallow: /');
    const redirect = await inject(
      `/mobile/mc/redirect.html?url=${encodeURIComponent(`https://${host}/m/home`)}`,
    );
    expect(redirect.statusCode).toBe(302);
  };

  it('reads and parses no settings per request, and runs the same statements as with one merchant', async () => {
    expect(LOGO.length).toBeGreaterThan(300_000);
    await addMerchant('ONE', 'one.example');
    await requests('one.example')(); // The first request after a change builds the host map.
    const one = await workOf(requests('one.example'));

    for (let i = 0; i < 100; i += 1) await addMerchant(`MANY${i}`, `m${i}.example`);
    await requests('m99.example')();
    const many = await workOf(requests('m99.example'));

    expect(many).toEqual({ ...one, settingsRead: 0, schemaParses: 0, largeJsonParses: 0 });
  }, 60_000);

  it('shows an admin change at once, reading again only the merchant that changed', async () => {
    // A merchant of its own: the test does not lean on the merchants another test adds, in whatever order they run.
    await addMerchant('CHANGED', 'changed.example');
    const robots = (host: string) => big.app.inject({ url: '/robots.txt', headers: { host } });
    expect((await robots('new.example')).body).toContain('Disallow: /');
    const patched = await big.admin('PATCH', '/admin/merchants/CHANGED/settings', {
      domains: [{ domainName: 'https://changed.example' }, { domainName: 'new.example' }],
    });
    expect(patched.body.success).toBe(true);
    // The host map: only CHANGED's domain list is read again, by SQLite; no settings reach JavaScript.
    const lookup = await workOf(async () => {
      expect((await robots('new.example')).body).toContain('Allow: /m/');
    });
    expect(lookup).toMatchObject({ settingsRead: 0, schemaParses: 0, largeJsonParses: 0 });
    // Its page reads and parses CHANGED's settings once; the next page nothing.
    const page = () => big.app.inject({ url: '/m/home', headers: { host: 'new.example' } });
    const first = await workOf(async () => expect((await page()).statusCode).toBe(200));
    expect(first).toMatchObject({ settingsRead: 1, schemaParses: 1, largeJsonParses: 1 });
    const next = await workOf(async () => expect((await page()).statusCode).toBe(200));
    expect(next).toMatchObject({ settingsRead: 0, schemaParses: 0, largeJsonParses: 0 });
    expect((await loadMerchant(bigDb(), 'CHANGED'))?.settings.domains).toHaveLength(2);
  }, 60_000);
});
