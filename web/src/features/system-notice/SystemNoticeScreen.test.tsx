import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemStatus } from '@app/contract/calls';
import EN from '../../i18n/locales/EN.json';
import VI from '../../i18n/locales/VI.json';
import { i18n } from '../../i18n/translate';
import { useAppStore } from '../../stores/app-store';
import { systemStatusFixture, type DeepPartial } from '../../test/fixtures';
import { mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { END_TIME_FORMAT } from './notice-text';
import SystemNoticeScreen from './SystemNoticeScreen';

const { openCustomerService } = vi.hoisted(() => ({ openCustomerService: vi.fn(async () => undefined) }));
vi.mock('../customer-service/open-customer-service', () => ({ openCustomerService }));

/** The notice as the app shows it for this status (maintenance or a restriction), in the interface language. */
const show = async (status: DeepPartial<SystemStatus>, language = 'EN') => {
  if (language !== 'EN' && !i18n.hasStrings(language)) i18n.addStrings(language, VI);
  i18n.changeLanguage(language);
  await act(async () => {
    renderAt(
      '/login',
      <Suspense fallback={null}>
        <SystemNoticeScreen />
      </Suspense>,
    );
    useAppStore.setState({ status: systemStatusFixture(status) });
  });
  await screen.findByRole('heading', { level: 1 });
};

afterEach(() => {
  i18n.changeLanguage('EN');
  openCustomerService.mockClear();
});

const END = Date.UTC(2030, 0, 2, 15, 30);
/** The end time as the player's device shows it, worked out here with Intl, apart from the code under test. */
const localEnd = (locale: string) => new Intl.DateTimeFormat(locale, END_TIME_FORMAT).format(END);
const description = (text: string) => screen.getByText(text, { selector: 'p' });

describe('the maintenance notice (entry §2, signed-in §2)', () => {
  it('title, the default text, no English copy in English, contact-us', async () => {
    await show({ maintenance: true });
    expect(screen.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeTruthy();
    expect(description(EN.maintenance_default_text).getAttribute('lang')).toBe('en-US');
    expect(screen.getAllByText(EN.maintenance_default_text)).toHaveLength(1);
    // No end time set: no end-time label.
    expect(screen.queryByText('End time')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(openCustomerService).toHaveBeenCalledOnce();
  });

  it('the optional end time, in local date and time', async () => {
    await show({ maintenance: true, maintenanceEnd: END });
    const end = screen.getByText(localEnd('en-US'));
    expect(end.tagName).toBe('TIME');
    expect(end.getAttribute('datetime')).toBe(new Date(END).toISOString());
    expect(screen.getByText('End time')).toBeTruthy();
  });

  it("the server's description in Vietnamese, with the English copy beneath it", async () => {
    await show({
      maintenance: true,
      maintenanceDescription: 'Hệ thống đang bảo trì đến 17 giờ.',
      maintenanceDescriptionLanguage: 'VI',
    });
    const own = description('Hệ thống đang bảo trì đến 17 giờ.');
    expect(own.getAttribute('lang')).toBe('vi-VN');
    const copy = description(EN.maintenance_default_text);
    expect(copy.getAttribute('lang')).toBe('en');
    expect(own.compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("the server's description in English: no copy", async () => {
    await show({
      maintenance: true,
      maintenanceDescription: 'Back at 5 pm.',
      maintenanceDescriptionLanguage: 'EN',
    });
    expect(description('Back at 5 pm.')).toBeTruthy();
    expect(screen.queryByText(EN.maintenance_default_text)).toBeNull();
  });

  it('a Vietnamese player: the default text in Vietnamese, the English copy, the end time in vi-VN', async () => {
    await show({ maintenance: true, maintenanceEnd: END }, 'VI');
    expect(screen.getByRole('heading', { level: 1, name: VI.system_maintenance })).toBeTruthy();
    expect(description(VI.maintenance_default_text).getAttribute('lang')).toBe('vi-VN');
    expect(description(EN.maintenance_default_text).getAttribute('lang')).toBe('en');
    expect(screen.getByText(localEnd('vi-VN'))).toBeTruthy();
  });
});

describe('the access-denied notice (entry §2)', () => {
  it('blocked by IP: the title, the IP, the apology, contact-us, no English copy in English', async () => {
    await show({ regionRestriction: true, restrictedBy: 'IP', ip: '10.204.7.9' });
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied for your IP address' })).toBeTruthy();
    const ip = screen.getByText('Your IP').closest('div');
    expect(within(ip!).getByText('10.204.7.9')).toBeTruthy();
    expect(description(EN.access_denied_text)).toBeTruthy();
    expect(EN.access_denied_text).toMatch(/sorry/i);
    expect(screen.getAllByText(EN.access_denied_text)).toHaveLength(1);
    expect(screen.queryByText('End time')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(openCustomerService).toHaveBeenCalledOnce();
  });

  it('blocked by region: its own title; the end-time label when an end time is set', async () => {
    await show({
      regionRestriction: true,
      restrictedBy: 'REGION',
      regionRestrictionEnd: END,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Not available in your region' })).toBeTruthy();
    expect(screen.getByText('End time')).toBeTruthy();
    expect(screen.getByText(localEnd('en-US'))).toBeTruthy();
  });

  it('in Vietnamese: the localised apology with the English copy beneath it', async () => {
    await show({ regionRestriction: true, restrictedBy: 'IP' }, 'VI');
    expect(screen.getByRole('heading', { level: 1, name: VI.access_denied_ip })).toBeTruthy();
    expect(description(VI.access_denied_text).getAttribute('lang')).toBe('vi-VN');
    expect(description(EN.access_denied_text).getAttribute('lang')).toBe('en');
    expect(screen.getByText(VI.your_ip)).toBeTruthy();
  });

  it('retry fetches the status again and shows please-wait meanwhile; the notice follows the answer', async () => {
    let restricted = true;
    let answer: (() => void) | undefined;
    const api = mockCalls({
      systemStatus: () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(ok(systemStatusFixture({ regionRestriction: restricted, restrictedBy: 'REGION' })));
        }),
    });
    await show({ regionRestriction: true, restrictedBy: 'REGION' });
    const retry = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      const waiting = screen.getByRole<HTMLButtonElement>('button', { name: 'Please wait…' });
      expect(waiting.disabled).toBe(true);
      await act(async () => answer?.());
    };
    // Still restricted: the notice stays, ready for another try.
    await retry();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Retry' }).disabled).toBe(false);
    // Let in: the notice goes.
    restricted = false;
    await retry();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(useAppStore.getState().status?.regionRestriction).toBe(false);
    expect(api.calls.map((c) => c.name)).toEqual(['systemStatus', 'systemStatus']);
  });
});
