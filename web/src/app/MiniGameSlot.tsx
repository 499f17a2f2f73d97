import { lazy, Suspense } from 'react';
import { useLocation } from '../lib/router';
import { useSession, useSettings } from '../stores/app-store';
import { miniGameScript } from '../features/mini-game';

// The widget and its script load only when it shows: signed in, with the merchant's mini-game switch on.
const MiniGameWidget = lazy(async () => ({
  default: (await import('../features/mini-game/MiniGameWidget')).MiniGameWidget,
}));

/**
 * The floating mini-game widget (entry §2, §4, §6): shown to signed-in members only, when LOTTMINIGAME3 or
 * SEALOTTMINIGAME3 is on. Rendered by app/Overlays.tsx once the overlay dialogs are loaded (after the first
 * screen); a sign-out takes it away. Not over the full-screen game page (a game has the whole screen).
 */
export function MiniGameSlot() {
  const session = useSession();
  const version = miniGameScript(useSettings()?.whitelabel);
  const inGame = useLocation().pathname === '/launchGame';
  if (!session || !version || inGame) return null;
  return (
    <Suspense fallback={null}>
      <MiniGameWidget version={version} />
    </Suspense>
  );
}
