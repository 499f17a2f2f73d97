import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Navigate, Router, Routes, normalisePath, stripBasename, useLocation } from './router';

describe('paths under the /m basename', () => {
  it.each([
    ['/m/home', '/home'],
    ['/m', '/'],
    ['/m/', '/'],
    ['/m/member/home', '/member/home'],
    ['/other', '/other'],
  ])('%s is %s inside the app', (path, expected) => {
    expect(normalisePath(stripBasename(path, '/m'))).toBe(expected);
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const app = (
  <Router basename="/m">
    <Routes
      routes={
        new Map([
          [
            '/home',
            <Link key="l" to="/login?r=1">
              to login
            </Link>,
          ],
          [
            '/login',
            <div key="w">
              <Where />
              <Link to="/login?r=1">again</Link>
            </div>,
          ],
          ['/old', <Navigate key="n" to="/home" />],
        ])
      }
      fallback={<p>fallback</p>}
    />
  </Router>
);

describe('history router', () => {
  it('a tap on a link pushes the route and keeps its query', () => {
    window.history.replaceState(null, '', '/m/home');
    render(app);
    fireEvent.click(screen.getByText('to login'));
    expect(window.location.pathname + window.location.search).toBe('/m/login?r=1');
    expect(screen.getByTestId('where').textContent).toBe('/login?r=1');
  });

  it('a redirect replaces the entry', () => {
    window.history.replaceState(null, '', '/m/old');
    render(app);
    expect(window.location.pathname).toBe('/m/home');
    expect(screen.getByText('to login').getAttribute('aria-current')).toBeNull();
  });

  it('an unknown path renders the fallback', () => {
    window.history.replaceState(null, '', '/m/nowhere');
    render(app);
    expect(screen.getByText('fallback')).toBeTruthy();
  });

  it('the back button (popstate) updates the route', async () => {
    window.history.replaceState(null, '', '/m/home');
    render(app);
    fireEvent.click(screen.getByText('to login'));
    await act(async () => {
      window.history.replaceState(null, '', '/m/home');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('to login')).toBeTruthy();
  });
});

describe('history entries of the app', () => {
  it('tapping the link of the current screen adds no history entry', () => {
    window.history.replaceState(null, '', '/m/home');
    render(app);
    fireEvent.click(screen.getByText('to login'));
    const length = window.history.length;
    fireEvent.click(screen.getByText('again'));
    fireEvent.click(screen.getByText('again'));
    expect(window.history.length).toBe(length);
    expect(screen.getByTestId('where').textContent).toBe('/login?r=1');
  });

  it('only entries the app pushed count as in-app for Back', async () => {
    const { canGoBackInApp } = await import('./router');
    window.history.replaceState(null, '', '/m/home');
    expect(canGoBackInApp()).toBe(false);
    render(app);
    fireEvent.click(screen.getByText('to login'));
    expect(canGoBackInApp()).toBe(true);
  });
});

describe('code outside the screens follows the path (onAppPathChange)', () => {
  it('hears the path at start, on each navigation and on Back, until it unsubscribes', async () => {
    const { onAppPathChange } = await import('./router');
    const heard: string[] = [];
    const stop = onAppPathChange((path) => heard.push(path));
    window.history.replaceState(null, '', '/m/home');
    render(app);
    fireEvent.click(screen.getByText('to login'));
    fireEvent.click(screen.getByText('again'));
    await act(async () => {
      window.history.replaceState(null, '', '/m/home');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    stop();
    fireEvent.click(screen.getByText('to login'));
    // The same path again (a tap on the current screen's link) is not a change.
    expect(heard).toEqual(['/home', '/login', '/home']);
  });
});
