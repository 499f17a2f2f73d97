import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SessionInfo } from '../lib/session-info';
import { sessionFixture } from '../test/fixtures';
import { renderAt } from '../test/render-at';
import { Guard } from './Guard';

const at = (url: string, session: SessionInfo | null = null) =>
  renderAt(
    url,
    <Guard>
      <p>protected content</p>
    </Guard>,
    { session },
  );

describe('route guard in the app', () => {
  it('a protected route without a token goes to /m/login, keeping the tracking parameters', () => {
    at('/m/member/home?affiliateCode=AFF1&gclid=G&other=1');
    expect(window.location.pathname).toBe('/m/login');
    expect(new URLSearchParams(window.location.search).get('affiliateCode')).toBe('AFF1');
    expect(new URLSearchParams(window.location.search).get('gclid')).toBe('G');
    expect(new URLSearchParams(window.location.search).get('other')).toBeNull();
  });

  it('/m/feedback without a session goes to /m/home', () => {
    at('/m/feedback');
    expect(window.location.pathname).toBe('/m/home');
  });

  it('with a stored session the protected screen renders', () => {
    at('/m/member/home', sessionFixture());
    expect(screen.getByText('protected content')).toBeTruthy();
    expect(window.location.pathname).toBe('/m/member/home');
  });
});
