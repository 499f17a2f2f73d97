import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/router';
import { useSession } from '../stores/app-store';
import { useTrackedTarget } from '../hooks/use-app-navigate';
import { routeAccess } from './route-guard';
import type { AppTarget } from '../lib/route-table';

/** Renders the screen when the route guard allows it, otherwise redirects (keeping the tracking parameters). */
export function Guard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const hasToken = Boolean(useSession()?.token);
  const tracked = useTrackedTarget();
  const access = routeAccess(pathname, hasToken);
  if (access.kind === 'redirect') return <Navigate to={tracked(access.to)} />;
  return children;
}

/** A redirect that keeps the tracking parameters. */
export function TrackedNavigate({ to }: { to: AppTarget }) {
  const tracked = useTrackedTarget();
  return <Navigate to={tracked(to)} />;
}
