// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { AppUpgradeView } from './AppUpgradeView';

const URL = 'https://play.google.com/store/apps/details?id=shop';

const show = (mandatory: boolean) => {
  mockCalls(
    {},
    { WPSCORE_getDownloadSetting: ok({ downloadLinks: [{ resourceType: 'Android', url: URL }] }) },
  );
  const dismiss = vi.fn();
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  renderAt(
    '/home',
    <AppUpgradeView overlay={{ id: 1, kind: 'upgrade', url: URL, mandatory }} dismiss={dismiss} />,
  );
  return { dismiss, assign };
};

afterEach(() => vi.restoreAllMocks());

describe('the app-upgrade modal: a title, a description and an update button (signed-in §2, §4)', () => {
  it('closable: the update button opens the app link and closes it; Later closes it', () => {
    const { dismiss, assign } = show(false);
    const dialog = screen.getByRole('dialog', { name: 'New app version' });
    expect(dialog.textContent).toContain('A new version of the app is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(assign).toHaveBeenCalledWith(URL);
    expect(dismiss).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(dismiss).toHaveBeenCalledTimes(2);
  });

  it('closable: Escape closes it', () => {
    const { dismiss } = show(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dismiss).toHaveBeenCalled();
  });

  it('mandatory (MANDATORYAPPUPDATES3): no Later, Escape does nothing, and it stays after the update button', () => {
    const { dismiss, assign } = show(true);
    const dialog = screen.getByRole('alertdialog', { name: 'New app version' });
    expect(dialog.textContent).toContain('no longer supported');
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(assign).toHaveBeenCalledWith(URL);
    expect(dismiss).not.toHaveBeenCalled();
  });
});
