import type { Envelope } from '@app/contract/envelope';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BannerClick } from './banner-click';
import { HANDOVER_TIMEOUT_MS, openBanner } from './open-banner';

const { callRelay } = vi.hoisted(() => ({ callRelay: vi.fn() }));
vi.mock('../../api/call', () => ({ callRelay }));

type OpenClick = Extract<BannerClick, { kind: 'open' }>;
const LINK = 'https://rewards.partner.example/cup?a=1#rules';
const click = (fields: Partial<OpenClick> = {}): OpenClick => ({
  kind: 'open',
  url: LINK,
  newWindow: true,
  handover: true,
  ...fields,
});
const answer = (value: { token: string; username: string } | null): Envelope<typeof value> => ({
  success: true,
  message: null,
  errorCode: null,
  value,
});

let open: ReturnType<typeof vi.fn>;
/** The links this window followed: href, rel and referrer policy of each anchor clicked. */
let followed: { href: string; rel: string; referrerPolicy: string }[];
const activation = (isActive: boolean) =>
  Object.defineProperty(navigator, 'userActivation', { value: { isActive }, configurable: true });

beforeEach(() => {
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
  followed = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push({ href: this.href, rel: this.rel, referrerPolicy: this.referrerPolicy });
  });
  activation(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  callRelay.mockReset();
});

describe('openBanner: a tap on an outside banner (signed-in §4 "Banner click")', () => {
  it('a guest’s link (no hand-over): a new window cut off from the app, no opener, no referrer, no call', async () => {
    await openBanner(click({ handover: false }));
    expect(callRelay).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith(LINK, '_blank', 'noopener,noreferrer');
  });

  it('a member: asks the server for the link’s hand-over (quiet, bounded), then opens it with the code', async () => {
    callRelay.mockResolvedValue(answer({ token: 'code-1', username: 'ana' }));
    await openBanner(click());
    expect(callRelay).toHaveBeenCalledWith(
      'WPSCORE_bannerHandover',
      { url: LINK },
      { quiet: true, timeout: HANDOVER_TIMEOUT_MS },
    );
    expect(open).toHaveBeenCalledWith(
      'https://rewards.partner.example/cup?a=1&token=code-1&username=ana#rules',
      '_blank',
      'noopener,noreferrer',
    );
    // Still inside the tap's activation (Chromium's lasts 5 s) when the window opens.
    expect(HANDOVER_TIMEOUT_MS).toBeLessThan(5_000);
  });

  it('a host the server does not trust (null): the link as written', async () => {
    callRelay.mockResolvedValue(answer(null));
    await openBanner(click());
    expect(open).toHaveBeenCalledWith(LINK, '_blank', 'noopener,noreferrer');
  });

  it.each<[string, () => void]>([
    [
      'a refusal',
      () => callRelay.mockResolvedValue({ success: false, message: 'x', errorCode: 'ERR', value: null }),
    ],
    ['a thrown error', () => callRelay.mockRejectedValue(new Error('offline'))],
  ])('the call fails (%s): the player is not stuck, the link opens as written', async (_what, fail) => {
    fail();
    await openBanner(click());
    expect(open).toHaveBeenCalledWith(LINK, '_blank', 'noopener,noreferrer');
  });

  it('this window: through a link without a referrer, not location.assign', async () => {
    callRelay.mockResolvedValue(answer({ token: 'code-2', username: 'ana' }));
    await openBanner(click({ newWindow: false }));
    expect(open).not.toHaveBeenCalled();
    expect(followed).toEqual([
      {
        href: 'https://rewards.partner.example/cup?a=1&token=code-2&username=ana#rules',
        rel: 'noopener noreferrer',
        referrerPolicy: 'no-referrer',
      },
    ]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('the tap’s activation is gone after the wait: this window rather than a blocked popup', async () => {
    callRelay.mockImplementation(async () => {
      activation(false);
      return answer({ token: 'code-3', username: 'ana' });
    });
    await openBanner(click());
    expect(open).not.toHaveBeenCalled();
    expect(followed.map((f) => f.href)).toEqual([
      'https://rewards.partner.example/cup?a=1&token=code-3&username=ana#rules',
    ]);
  });

  it('a second tap while the code loads opens nothing more', async () => {
    let release = (_: unknown) => {};
    callRelay.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const first = openBanner(click());
    const second = openBanner(click());
    release(answer({ token: 'code-4', username: 'ana' }));
    await Promise.all([first, second]);
    expect(callRelay).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
