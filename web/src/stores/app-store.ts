import { create } from 'zustand';
import type { SystemStatus } from '@app/contract/calls';
import { readSessionInfo, removeSessionInfo, writeSessionInfo, type SessionInfo } from '../lib/session-info';
import { deviceKind, readDeviceFacts, type DeviceKind } from '../lib/device';
import { clearSessionCalls } from '../api/call-cache';

/**
 * Client state: the session, the merchant's status and settings, and the device. Server data lives in the call
 * cache (api/call-cache.ts); `status` mirrors its system status answer for synchronous readers.
 */
interface AppState {
  session: SessionInfo | null;
  status: SystemStatus | null;
  device: DeviceKind;
  signIn(info: SessionInfo): void;
  /**
   * Logs out locally: the stored session and the answers that belong to it go. The rest of session storage
   * (campaign values, the splash flag, the language) stays: only session expiry clears it all (signed-in
   * §4 "Session expiry", in api/failure-effects.ts).
   */
  signOut(): void;
  setStatus(status: SystemStatus): void;
}

export const useAppStore = create<AppState>((set) => ({
  session: readSessionInfo(),
  status: null,
  device: deviceKind(readDeviceFacts()),
  signIn(info) {
    const renewed = info.token === useAppStore.getState().session?.token;
    writeSessionInfo(info);
    set({ session: info });
    // Cached answers belonged to the previous visitor (guest or another member); after the write, so that
    // the answers asked for again go out with the new token.
    if (!renewed) clearSessionCalls({ refetch: true });
  },
  signOut() {
    removeSessionInfo();
    set({ session: null });
    clearSessionCalls({ refetch: false });
  },
  setStatus(status) {
    set({ status });
  },
}));

export const useSession = () => useAppStore((s) => s.session);
export const useSettings = () => useAppStore((s) => s.status?.settings ?? null);
