import { DEMO_MERCHANT } from '@app/contract/default-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { loadMerchant, saveMerchantSettings } from './merchants';

/**
 * The hot path of every call keeps parsed merchant settings and prepared statements (issue 8, "Fuzz and
 * load"): a change must still show on the next call, however it was written, and requests must not be able
 * to change the settings they share.
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
