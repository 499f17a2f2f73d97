// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultMerchantSettings } from '@app/contract/default-settings';
import { mockCalls, ok, type CallAnswers } from '../../test/mock-calls';
import type { NoticeData, OverlayOf } from '../../stores/overlays';
import { NoticeView } from './NoticeView';

const { customerService } = defaultMerchantSettings();
const LIVE_CHAT = 'https://secure.livechatinc.com/licence/00000000/v2/open_chat.cgi';

const description = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

const notice = (data: NoticeData) => ({ id: 1, kind: 'notice', ...data }) as OverlayOf<'notice'>;

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', {
    ...window.location,
    origin: 'http://m.localhost',
    search: '?affiliateCode=AFF1&r=R1',
    assign,
  });
});
afterEach(() => vi.restoreAllMocks());

const answers = (domainNames: string[], ping: CallAnswers['ping']): CallAnswers => ({
  support: ok({ customerService, domainList: domainNames.slice(0, 1).map((domainName) => ({ domainName })) }),
  domainRoute: ok({ domainList: domainNames.slice(1).map((domainName) => ({ domainName })) }),
  ping,
});

describe('the unreachable-domain modal (entry §2, §4, §8)', () => {
  it('loads both lists and races the domains before it shows; retry goes to the fastest with affiliateCode and r', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = mockCalls(
      answers(
        ['https://m2.example', 'https://m3.example'],
        () => new Promise((resolve) => (answer = () => resolve(ok({ time: 1 })))),
      ),
    );
    render(
      <NoticeView
        overlay={notice({ view: 'unreachable', message: null, messageKey: 'network_cors_error' })}
      />,
    );
    await waitFor(() => expect(api.calls.filter((c) => c.name === 'ping')).toHaveLength(2));
    expect(
      api.calls
        .map((c) => c.name)
        .slice(0, 2)
        .sort(),
    ).toEqual(['domainRoute', 'support']);
    // The race decides before the modal shows.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    answer(null);

    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(description(dialog)).toBe('Network Error / CORS Errors');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(String(assign.mock.calls[0]?.[0])).toMatch(
      /^https:\/\/m[23]\.example\/m\/index\.html\?affiliateCode=AFF1&r=R1$/,
    );
  });

  it("no domain answers: retry reloads the current host; no message: 'Error'", async () => {
    mockCalls(answers(['https://m2.example'], 'network-error'));
    render(<NoticeView overlay={notice({ view: 'unreachable', message: null, messageKey: null })} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(description(dialog)).toBe('Error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(assign).toHaveBeenCalledWith('http://m.localhost/m/index.html?affiliateCode=AFF1&r=R1');
  });

  it('customer service opens the decoded customer-service link and leaves the modal up', async () => {
    mockCalls(answers([], ok({ time: 1 })));
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    render(
      <NoticeView
        overlay={notice({ view: 'unreachable', message: null, messageKey: 'network_cors_error' })}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith(LIVE_CHAT, '_blank');
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
  });
});

describe('the domain-not-available screen (entry §8)', () => {
  it('title, message, contact us and retry, over everything', async () => {
    mockCalls({ support: ok({ customerService, domainList: [] }) });
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<NoticeView overlay={notice({ view: 'domainNotAvailable' })} />);
    const screenEl = await screen.findByRole('alertdialog', { name: 'Address not available' });
    expect(description(screenEl)).toBe('Please contact customer service for our latest address.');
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(open).toHaveBeenCalledWith(LIVE_CHAT, '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
