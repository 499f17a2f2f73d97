import { Link, type LinkProps } from '../lib/router';
import { useTrackedTarget } from '../hooks/use-app-navigate';
import type { AppTarget } from '../lib/route-table';

/** A router link to a route of the table that keeps the tracking query parameters. */
export function AppLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: AppTarget }) {
  const tracked = useTrackedTarget();
  return <Link to={tracked(to)} {...rest} />;
}
