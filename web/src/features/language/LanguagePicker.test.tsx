import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../i18n/i18n';
import { i18n } from '../../i18n/translate';
import { sessionFixture } from '../../test/fixtures';
import { mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { LanguagePicker } from './LanguagePicker';

// Khmer's locale cannot be fetched (offline).
vi.mock('../../i18n/locales/KM.json?raw', () => {
  throw new Error('offline');
});

const LANGUAGES = ['EN', 'TH', 'KM', 'UR', 'CN'];

// jsdom has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await initI18n('EN');
});

let tokens = 0;
const show = (options: { languages?: string[]; type?: number | null } = {}) => {
  const { languages = LANGUAGES, type = null } = options;
  const session = type === null ? null : sessionFixture({ type, token: `picker-${++tokens}` });
  return renderAt('/home', <LanguagePicker />, { session, settings: { languages: languages as never } });
};
/** The picker's button, in whatever language it names itself. */
const button = () => screen.getAllByRole('button').find((b) => b.getAttribute('aria-haspopup') === 'dialog')!;
const open = async () => {
  fireEvent.click(button());
  return screen.findByRole('dialog');
};

describe('the language picker: a top-bar button that opens the list of the merchant languages (signed-in §4)', () => {
  it('the button names the current language and says it opens a dialog; it shows the globe and the code', () => {
    show();
    expect(button().getAttribute('aria-label')).toBe('Language: English');
    expect(button().getAttribute('aria-haspopup')).toBe('dialog');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().textContent).toBe('EN');
  });

  it('a merchant with one language: no picker, the box stays (the title does not move)', () => {
    const { container } = show({ languages: ['TH'] });
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.topbar-spacer')).not.toBeNull();
  });

  it("lists the merchant's languages, in its order, by their own names, each marked with its language", async () => {
    show();
    const options = within(await open()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'EnglishEN',
      'ไทยTH',
      'ខ្មែរKM',
      'اردوUR',
      '简体中文CN',
    ]);
    expect(options.map((o) => o.getAttribute('lang'))).toEqual(['en-US', 'th-TH', 'km', 'ur', 'zh-CN']);
  });

  it('marks the current language (selected, checked) and starts on it', async () => {
    await act(() => initI18n('UR'));
    show();
    expect(button().getAttribute('aria-label')).toBe('زبان: اردو');
    const sheet = await open();
    const current = within(sheet).getByRole('option', { selected: true });
    expect(current.textContent).toBe('اردوUR');
    expect(current.querySelector('.language-check')).not.toBeNull();
    expect(document.activeElement).toBe(current);
    expect(within(sheet).getAllByRole('option', { selected: false })).toHaveLength(4);
  });

  it('choosing a language switches the interface, stores it and closes the list, focus back on the button', async () => {
    mockCalls();
    show();
    const sheet = await open();
    fireEvent.click(within(sheet).getByRole('option', { name: 'ไทย' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(i18n.language).toBe('TH');
    expect(localStorage.getItem('language')).toBe('TH');
    expect(button().getAttribute('aria-label')).toBe('ภาษา: ไทย');
    expect(document.activeElement).toBe(button());
  });

  it('the keyboard: arrows, Home and End move, Enter chooses; Escape closes without a change', async () => {
    mockCalls();
    show();
    let sheet = await open();
    const list = within(sheet).getByRole('listbox');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('ไทยTH');
    fireEvent.keyDown(list, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('简体中文CN');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('简体中文CN');
    fireEvent.keyDown(list, { key: 'Home' });
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('EnglishEN');
    // One stop in the Tab order: the option in focus.
    expect(
      within(sheet)
        .getAllByRole('option')
        .map((o) => o.tabIndex),
    ).toEqual([0, -1, -1, -1, -1]);
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(i18n.language).toBe('EN');

    sheet = await open();
    fireEvent.keyDown(within(sheet).getByRole('listbox'), { key: 'ArrowDown' });
    fireEvent.keyDown(within(sheet).getByRole('listbox'), { key: 'Enter' });
    await waitFor(() => expect(i18n.language).toBe('TH'));
  });

  it('while the language loads: progress on the chosen one; a language that cannot load says so and the old one stays', async () => {
    mockCalls();
    show();
    const sheet = await open();
    fireEvent.click(within(sheet).getByRole('option', { name: 'ខ្មែរ' }));
    expect(within(sheet).getByRole('listbox').getAttribute('aria-busy')).toBe('true');
    expect(within(sheet).getByRole('status').textContent).toBe('Switching language…');
    expect(await within(sheet).findByRole('alert')).toHaveProperty(
      'textContent',
      'This language could not be loaded. Check your connection and try again.',
    );
    expect(i18n.language).toBe('EN');
    expect(localStorage.getItem('language')).toBeNull();
    expect(screen.getByRole('dialog')).toBe(sheet);
    expect(within(sheet).getByRole('option', { selected: true }).textContent).toBe('EnglishEN');
  });

  it.each([
    ['a member (type 0): the language is sent to the server', 0, [{ language: 'TH', merchantCode: 'DEMO' }]],
    ['a restricted member (type 4): nothing is sent', 4, []],
    ['a guest: nothing is sent', null, []],
  ])('%s', async (_, type, sent) => {
    const api = mockCalls({ memberLanguage: ok(null) });
    show({ type });
    fireEvent.click(within(await open()).getByRole('option', { name: 'ไทย' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.payloadsOf('memberLanguage')).toEqual(sent));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.payloadsOf('memberLanguage')).toEqual(sent);
  });
});
