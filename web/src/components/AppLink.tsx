import { Link, type LinkProps } from '../lib/router';
import { useTrackedTarget } from '../hooks/use-app-navigate';

/** A router link that keeps the tracking query parameters. */
export function AppLink({ to, ...rest }: LinkProps) {
  const tracked = useTrackedTarget();
  return <Link to={tracked(to)} {...rest} />;
}
