import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Router } from '../lib/router';
import { useAppStore } from '../stores/app-store';
import { Guard } from './Guard';

beforeAll(() => {
  window.scrollTo = () => {};
});
afterEach(() => {
  cleanup();
  useAppStore.setState({ session: null });
});

const at = (url: string) => {
  window.history.replaceState(null, '', url);
  render(
    <Router basename="/m">
      <Guard>
        <p>protected content</p>
      </Guard>
    </Router>,
  );
};

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
    useAppStore.setState({
      session: { id: 1, token: 't', merchantCode: 'DEMO', userName: 'p', type: 0, firstTimeLogin: false },
    });
    at('/m/member/home');
    expect(screen.getByText('protected content')).toBeTruthy();
    expect(window.location.pathname).toBe('/m/member/home');
  });
});
