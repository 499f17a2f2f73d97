import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CountryPicker } from './CountryPicker';

const countries = [
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'CN', countryDialingCode: '+86' },
  { countryCode: 'US', countryDialingCode: '+1' },
];

// jsdom has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

const open = async (onChange = vi.fn()) => {
  render(<CountryPicker value={countries[0]!} countries={countries} locked={false} onChange={onChange} />);
  fireEvent.click(screen.getByRole('button', { name: 'Code Philippines +63' }));
  return screen.findByRole('dialog', { name: 'Country or region' });
};

describe('country picker: slide-up list of flags plus dialling codes', () => {
  it('lists every country with its flag and dialling code, starting on the current one', async () => {
    const sheet = await open();
    const rows = within(sheet).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['🇵🇭Philippines+63', '🇨🇳China+86', '🇺🇸United States+1']);
    expect(document.activeElement?.textContent).toBe('🇵🇭Philippines+63');
    expect(document.activeElement?.getAttribute('aria-current')).toBe('true');
  });

  it('picking a country closes the list, reports it and returns focus to the field', async () => {
    const onChange = vi.fn();
    const sheet = await open(onChange);
    fireEvent.click(within(sheet).getByRole('button', { name: /China/ }));
    expect(onChange).toHaveBeenCalledWith({ countryCode: 'CN', countryDialingCode: '+86' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('searches by name or dialling code', async () => {
    const sheet = await open();
    fireEvent.change(within(sheet).getByRole('searchbox', { name: 'Search country or code' }), {
      target: { value: '+1' },
    });
    expect(
      within(sheet)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['🇺🇸United States+1']);
    fireEvent.change(within(sheet).getByRole('searchbox'), { target: { value: 'zz' } });
    expect(within(sheet).getByRole('status').textContent).toBe('No country matches your search.');
  });

  it('Escape and the close button close it without a change; Tab stays inside', async () => {
    const onChange = vi.fn();
    let sheet = await open(onChange);
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Code Philippines +63' }));
    sheet = await screen.findByRole('dialog');
    const last = within(sheet).getAllByRole('button').at(-1)!;
    last.focus();
    fireEvent.keyDown(sheet, { key: 'Tab' });
    expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
