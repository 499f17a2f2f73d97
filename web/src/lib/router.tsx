/**
 * A small history router for a fixed set of static paths. The app's routes have no parameters, so this
 * covers what it needs (basename, push/replace, back, links, redirects) at about 1 KB instead of
 * react-router's 13 KB gzipped on the first load.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type NavigateFn = (to: string | number, options?: { replace?: boolean }) => void;

interface RouterValue {
  basename: string;
  location: RouterLocation;
  navigate: NavigateFn;
}

const RouterContext = createContext<RouterValue | null>(null);

/** Marks history entries this app pushed, so Back never leaves the app for the page the player came from. */
const IN_APP = { inApp: true } as const;

/** True when the previous history entry is a screen of this app. */
export const canGoBackInApp = (): boolean =>
  (window.history.state as { inApp?: boolean } | null)?.inApp === true;

/** The location inside the basename ('/m/home' → '/home'; the basename itself → '/'). */
export const stripBasename = (pathname: string, basename: string): string => {
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
};

/** A path without its trailing slash, so '/home/' and '/home' are one route. */
export const normalisePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

const readLocation = (basename: string): RouterLocation => ({
  pathname: normalisePath(stripBasename(window.location.pathname, basename)),
  search: window.location.search,
  hash: window.location.hash,
});

/**
 * Navigation from outside the screens (the request layer's effects): pushes the entry a screen's navigate
 * pushes, then the popstate every Router follows.
 */
export const pushAppPath = (basename: string, to: string): void => {
  window.history.pushState(IN_APP, '', basename + to);
  window.scrollTo(0, 0);
  window.dispatchEvent(new PopStateEvent('popstate'));
};

const pathListeners = new Set<(path: string) => void>();
/**
 * Code outside the screens (the download prompts) follows the path inside the basename: the listener is called
 * with each new one. Answers the unsubscribe.
 */
export const onAppPathChange = (listener: (path: string) => void): (() => void) => {
  pathListeners.add(listener);
  return () => pathListeners.delete(listener);
};

export function Router({ basename, children }: { basename: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => readLocation(basename));

  useEffect(() => {
    for (const listener of pathListeners) listener(location.pathname);
  }, [location.pathname]);

  useEffect(() => {
    const sync = () => setLocation(readLocation(basename));
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [basename]);

  const navigate = useCallback<NavigateFn>(
    (to, options) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const url = basename + to;
      const here = window.location.pathname + window.location.search;
      if (options?.replace || url === here) {
        // A replaced entry keeps its mark; tapping the current tab again adds no entry.
        window.history.replaceState(window.history.state, '', url);
      } else {
        window.history.pushState(IN_APP, '', url);
        window.scrollTo(0, 0);
      }
      setLocation(readLocation(basename));
    },
    [basename],
  );

  const value = useMemo(() => ({ basename, location, navigate }), [basename, location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const useRouter = (): RouterValue => {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Router is missing above this component');
  return value;
};

export const useLocation = (): RouterLocation => useRouter().location;
export const useNavigate = (): NavigateFn => useRouter().navigate;
export const useSearchParams = (): URLSearchParams => {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
};

/** The element of the route whose path is the current one, else the fallback. */
export function Routes({
  routes,
  fallback,
}: {
  routes: ReadonlyMap<string, ReactNode>;
  fallback: ReactNode;
}) {
  const { pathname } = useLocation();
  return <>{routes.get(pathname) ?? fallback}</>;
}

/** Redirects on render, replacing the current history entry by default. */
export function Navigate({ to, replace = true }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useLayoutEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

const isPlainLeftClick = (e: MouseEvent<HTMLAnchorElement>): boolean =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
};

/** An in-app link: a real href (open in new tab works), history navigation on a plain tap. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { basename, navigate, location } = useRouter();
  const current = location.pathname === to.split(/[?#]/)[0];
  return (
    <a
      href={basename + to}
      target={target}
      aria-current={current ? 'page' : undefined}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainLeftClick(e) || (target && target !== '_self')) return;
        e.preventDefault();
        navigate(to, { replace });
      }}
      {...rest}
    />
  );
}
