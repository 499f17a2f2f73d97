import type { ReactNode } from 'react';
import { TopBar } from './TopBar';

/**
 * The frame of a page: the top bar with its title (and back, unless there is no way back), the body inside the
 * screen's safe area (styles.css pads it by env(safe-area-inset-*)), and the bottom nav when the page has one.
 * `actions` are the page's own controls at the end of the top bar.
 */
export function Screen({
  title,
  back = true,
  bottomNav,
  actions,
  children,
}: {
  title: string;
  back?: boolean;
  actions?: ReactNode;
  bottomNav?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={bottomNav ? 'page page--with-nav' : 'page'}>
      <TopBar title={title} back={back} actions={actions} />
      <div className="page-body">{children}</div>
      {bottomNav}
    </main>
  );
}
