// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshToUpdate, reloadAfterUpdate } from './reload-after-update';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('reloadAfterUpdate: in place on the routes of entry §2, /m/home anywhere else', () => {
  it.each<[string, ReturnType<typeof reloadAfterUpdate>]>([
    ['/m/home', 'in-place'],
    ['/m/game', 'in-place'],
    ['/m/login', 'in-place'],
    ['/m/index', 'in-place'],
    ['/m/index.html', 'in-place'],
    ['/m/member/home', 'in-place'],
    ['/m/register', 'in-place'],
    ['/m/register.html', 'in-place'],
    ['/m/changePsw', 'in-place'],
    ['/m/launchGame', 'in-place'],
    ['/m/voucherCenter', 'in-place'],
    ['/m/withdraw', 'in-place'],
    ['/m/securityCenter/addBankCard', 'in-place'],
    ['/m/securityCenter/addBankCardPix', 'in-place'],
    ['/m/agentRegister', 'in-place'],
    ['/m/inviteFriends', 'in-place'],
    // The root counts as home.
    ['/m', 'in-place'],
    ['/m/', 'in-place'],
    ['/m/withdraw/', 'in-place'],
    // Routes of the app that entry §2 does not list.
    ['/m/rewardCenter', '/m/home'],
    ['/m/activity', '/m/home'],
    ['/m/member/benefits', '/m/home'],
    ['/m/mall/mallHome', '/m/home'],
    ['/m/feedback', '/m/home'],
    // Not a route at all.
    ['/m/no-such-page', '/m/home'],
    ['/m/Home', '/m/home'],
    ['/m/member', '/m/home'],
    ['/mobile/mc/redirect.html', '/m/home'],
    ['/home', '/m/home'],
    ['/', '/m/home'],
  ])('%s → %s', (path, to) => {
    expect(reloadAfterUpdate(path)).toBe(to);
  });
});

describe('refreshToUpdate: loads the new version where the rule says', () => {
  const stubLocation = (url: string) => {
    const { pathname, search } = new URL(url);
    const location = { pathname, search, reload: vi.fn(), replace: vi.fn() };
    vi.stubGlobal('location', location);
    return location;
  };

  it('reloads in place, query and all, on a route of entry §2', async () => {
    const location = stubLocation('http://x.test/m/launchGame?code=LOTTO&affiliateCode=A1');
    await refreshToUpdate();
    expect(location.reload).toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('goes to /m/home elsewhere, keeping the tracking parameters only', async () => {
    const location = stubLocation('http://x.test/m/activity?id=7&affiliateCode=A1&r=9');
    await refreshToUpdate();
    expect(location.reload).not.toHaveBeenCalled();
    expect(location.replace).toHaveBeenCalledWith('/m/home?affiliateCode=A1&r=9');
  });
});
