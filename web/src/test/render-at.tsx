import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { PublicSettings } from '@app/contract/settings';
import { BASENAME } from '@app/contract/constants/navigation';
import type { SessionInfo } from '../lib/session-info';
import { Router } from '../lib/router';
import { useAppStore } from '../stores/app-store';
import { systemStatusFixture, type DeepPartial } from './fixtures';

export interface RenderAtOptions {
  /** The signed-in session; none by default (a guest). */
  session?: SessionInfo | null;
  /** Changes to the seeded merchant's public settings, which the system status then carries. */
  settings?: DeepPartial<PublicSettings>;
}

/**
 * Renders `ui` inside the app's router at `url` (under /m), as a guest or a member, with the merchant's
 * system status already loaded, as the app has it once started.
 */
export function renderAt(url: string, ui: ReactElement, { session = null, settings }: RenderAtOptions = {}) {
  window.history.replaceState(null, '', url.startsWith(BASENAME) ? url : `${BASENAME}${url}`);
  const store = useAppStore.getState();
  // Through the store's own sign-in and sign-out, so the stored session the request layer reads matches.
  if (session) store.signIn(session);
  else if (store.session) store.signOut();
  useAppStore.setState({ status: systemStatusFixture({ settings }) });
  return render(<Router basename={BASENAME}>{ui}</Router>);
}
