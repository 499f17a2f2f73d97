import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { IosGuideView } from './IosGuideView';

const ios = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1`;
const PROFILE = 'https://download.demo-casino.example/ios/demo-casino.mobileconfig';

function showGuide(userAgent: string, links = [{ resourceType: 'MOBILECONFIG', url: PROFILE }]) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  mockCalls({}, { WPSCORE_getDownloadSetting: ok({ downloadLinks: links }) });
  const dismiss = vi.fn();
  renderAt('/home', <IosGuideView dismiss={dismiss} />);
  return dismiss;
}

/** The profile download, kept in the page (jsdom does not navigate), then the player comes back. */
async function downloadProfileAndReturn() {
  const link = await screen.findByRole('link', { name: 'Download profile' });
  expect(link.getAttribute('href')).toBe(PROFILE);
  expect(link.getAttribute('target')).toBeNull(); // same window: a .mobileconfig is a download
  link.addEventListener('click', (e) => e.preventDefault());
  fireEvent.click(link);
  expect(screen.getByText(/then go to Settings to install it/)).toBeTruthy();
  fireEvent(window, new Event('focus'));
}

afterEach(() => vi.restoreAllMocks());

describe('the iOS guide (entry §2, §8)', () => {
  it('step by step with the share-icon hint; Got it closes it', () => {
    const dismiss = showGuide(ios('17_3'));
    expect(screen.getByRole('dialog', { name: 'Add to Home Screen' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "1Tap the Share button in Safari's toolbar.",
      '2Scroll down and tap “Add to Home Screen”.',
      '3Tap “Add” at the top right.',
    ]);
    expect(document.querySelector('.ios-share-hint')?.textContent).toContain('Tap Share');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it('iOS 17: the profile download, the go-to-settings tip, then the iOS 17 tip after focus returns', async () => {
    showGuide(ios('17_3'));
    expect(screen.queryByText(/Profile Downloaded/)).toBeNull();
    await downloadProfileAndReturn();
    expect(await screen.findByText(/tap “Profile Downloaded” near the top/)).toBeTruthy();
  });

  it('an older iOS: the older-version tip after focus returns', async () => {
    showGuide(ios('16_6'));
    await downloadProfileAndReturn();
    expect(await screen.findByText(/VPN & Device Management/)).toBeTruthy();
  });

  it.each([
    ['12_1_4', /On iOS 12\.0 and 12\.1/],
    ['11_4', /On iOS 11 or earlier/],
  ])('legacy tip for iOS %s', (version, tip) => {
    showGuide(ios(version));
    expect(screen.getByText(tip)).toBeTruthy();
  });

  it('no legacy tip on a current iOS, and no profile without a MOBILECONFIG link', async () => {
    showGuide(ios('17_3'), []);
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByText(/On iOS 1[12]/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download profile' })).toBeNull();
  });
});
