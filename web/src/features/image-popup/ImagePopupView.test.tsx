import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ImagePopupData } from '../../stores/overlays';
import { renderAt } from '../../test/render-at';
import { closedThisSession, storedFileName } from './image-popup-storage';
import { ImagePopupView } from './ImagePopupView';

const BANNER: ImagePopupData = {
  slot: 2,
  title: 'Get the app',
  imageUrl: `${window.location.origin}/wps/images/home/popup-2.svg`,
  fileName: 'popup-2.svg',
};

const show = (banner: Partial<ImagePopupData> = {}) => {
  const dismiss = vi.fn();
  renderAt(
    '/home',
    <ImagePopupView overlay={{ id: 7, kind: 'image', ...BANNER, ...banner }} dismiss={dismiss} />,
  );
  return { dismiss, image: screen.getByRole('img') };
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the download image popup: the banner image with save and close (signed-in §2, §4)', () => {
  it('a dialog named by the image, its title the alternative text, in a 3:4 box reserved before it loads', () => {
    const { image } = show();
    expect(screen.getByRole('dialog', { name: 'Get the app' })).toBeTruthy();
    expect(image.getAttribute('alt')).toBe('Get the app');
    expect(image.getAttribute('src')).toBe(BANNER.imageUrl);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['900', '1200']);
  });

  it('an item without a title: the dialog and the image say what it is about', () => {
    show({ title: '' });
    expect(screen.getByRole('dialog', { name: 'Get our app' })).toBeTruthy();
  });

  it('the banner is stored (its file name, for its place) once its image is on screen', () => {
    const { image } = show();
    expect(storedFileName(2)).toBeNull();
    fireEvent.load(image);
    expect(storedFileName(2)).toBe('popup-2.svg');
    expect(storedFileName(1)).toBeNull();
  });

  it('Close sets the session flag of its place and closes it', () => {
    const { dismiss } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closedThisSession(2)).toBe(true);
    expect(closedThisSession(1)).toBe(false);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('Escape closes it as Close does', () => {
    const { dismiss } = show();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closedThisSession(2)).toBe(true);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('Save downloads an image of this site under its file name, sets the session flag and closes it', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      // The link is in the document when it is followed.
      expect(this.isConnected).toBe(true);
      clicked.push(this);
    });
    const open = vi.spyOn(window, 'open');
    const { dismiss } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Save image' }));
    expect(clicked.map((a) => [a.href, a.download])).toEqual([[BANNER.imageUrl, 'popup-2.svg']]);
    expect(clicked[0]?.isConnected).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(closedThisSession(2)).toBe(true);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('Save of an image on the image CDN (another origin, no download there): the image in a new window', () => {
    const opened = { opener: window as Window | null };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const url = 'https://img.example.net/wps/images/home/popup-2.svg';
    const { dismiss } = show({ imageUrl: url });
    fireEvent.click(screen.getByRole('button', { name: 'Save image' }));
    expect(open).toHaveBeenCalledWith(url, '_blank');
    expect(opened.opener).toBeNull();
    expect(click).not.toHaveBeenCalled();
    expect(closedThisSession(2)).toBe(true);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('an image that does not load closes it without a mark: neither stored nor flagged', () => {
    const { dismiss, image } = show();
    fireEvent.error(image);
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(storedFileName(2)).toBeNull();
    expect(closedThisSession(2)).toBe(false);
  });

  it('focus starts on Close (the top corner), then Save below: the buttons in reading order', () => {
    show();
    expect(screen.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
      'Close',
      'Save image',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
