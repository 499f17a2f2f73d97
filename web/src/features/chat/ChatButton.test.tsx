import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { sessionFixture } from '../../test/fixtures';
import { ChatButton } from './ChatButton';

describe('ChatButton: the chat footer button with its unread badge (signed-in §4 "Chat")', () => {
  it('a member with CBS3 on sees the unread count, named with it', async () => {
    mockCalls({}, { CBS_unreadCount: ok({ unReadCount: 3 }) });
    renderAt('/home', <ChatButton />, {
      session: sessionFixture({ type: 0 }),
      settings: { whitelabel: { CBS3: true } },
    });
    expect(await screen.findByRole('button', { name: 'Chat, 3 unread' })).toBeTruthy();
    expect(document.querySelector('.chat-badge')?.getAttribute('data-count')).toBe('3');
  });

  it('no unread messages: no badge, just "Chat"', async () => {
    const api = mockCalls({}, { CBS_unreadCount: ok({ unReadCount: 0 }) });
    renderAt('/home', <ChatButton />, {
      session: sessionFixture(),
      settings: { whitelabel: { CBS3: true } },
    });
    await waitFor(() => expect(api.payloadsOf('CBS_unreadCount')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Chat' })).toBeTruthy();
    expect(document.querySelector('.chat-badge')).toBeNull();
  });

  const notAsked: [rule: string, type: number, cbs3: boolean][] = [
    ['CBS3 off', 0, false],
    ['type 4', 4, true],
  ];
  it.each(notAsked)('%s: the unread count is not asked for', (_rule, type, CBS3) => {
    const api = mockCalls();
    renderAt('/home', <ChatButton />, {
      session: sessionFixture({ type }),
      settings: { whitelabel: { CBS3 } },
    });
    expect(screen.getByRole('button', { name: 'Chat' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('a guest who taps it goes to /m/login', async () => {
    const api = mockCalls();
    renderAt('/home', <ChatButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
    expect(api.calls).toEqual([]);
  });
});
