import type { ComponentProps } from 'react';
import { AppLink } from '../../components/AppLink';

/**
 * A link to another view of this page (a deposit, the records, a new deposit). The router's Link marks every link
 * to the current path as the current page; these go elsewhere on it, so they are not marked.
 */
export function PageLink(props: ComponentProps<typeof AppLink>) {
  return <AppLink {...props} aria-current={undefined} />;
}
