import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_GAME_IN_APP_NOTICE } from '@app/contract/constants/install';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { systemStatusFixture } from '../../test/fixtures';
import { startGameInAppRequired } from './start-game-in-app';

afterEach(() => useOverlays.setState({ overlays: [] }));

const given = (startGameInApp: boolean, device: 'APP' | 'BROWSER' | 'PWA') =>
  useAppStore.setState({
    device,
    status: systemStatusFixture({ settings: { whitelabel: { STARTGAMEINAPP3: startGameInApp } } }),
  });

describe('STARTGAMEINAPP3: a protected game launch requires the installed app (entry §4, signed-in §4)', () => {
  it.each<[string, boolean, 'APP' | 'BROWSER' | 'PWA', boolean]>([
    ['on, in a browser: required', true, 'BROWSER', true],
    ['on, in the installed web app (not the app): required', true, 'PWA', true],
    ['on, inside the app: not required', true, 'APP', false],
    ['off: not required', false, 'BROWSER', false],
  ])('%s', async (_, on, device, required) => {
    given(on, device);
    expect(startGameInAppRequired()).toBe(required);
    expect(useOverlays.getState().overlays.filter((o) => o.kind === 'alert')).toHaveLength(required ? 1 : 0);
  });

  it("required: the notice 'Download the app for a fuller game experience, then reopen and play'", async () => {
    given(true, 'BROWSER');
    startGameInAppRequired();
    await vi.waitFor(() =>
      expect(useOverlays.getState().overlays).toEqual([
        expect.objectContaining({
          kind: 'alert',
          message: START_GAME_IN_APP_NOTICE,
        }),
      ]),
    );
  });
});
