import { create } from 'zustand';
import type { SystemStatus } from '@app/contract/calls';
import {
  clearSessionStorage,
  readSessionInfo,
  writeSessionInfo,
  type SessionInfo,
} from '../lib/session-info';
import { deviceKind, readDeviceFacts, type DeviceKind } from '../lib/device';
import { flushCache } from '../api/session-cache';

/** Client state: the session, the merchant's status and settings, and the device. Server data lives in api/. */
interface AppState {
  session: SessionInfo | null;
  status: SystemStatus | null;
  device: DeviceKind;
  signIn(info: SessionInfo): void;
  /** Logs out locally: the stored session and all session storage go. */
  signOut(): void;
  setStatus(status: SystemStatus): void;
}

export const useAppStore = create<AppState>((set) => ({
  session: readSessionInfo(),
  status: null,
  device: deviceKind(readDeviceFacts()),
  signIn(info) {
    // Cached answers belonged to the previous visitor (guest or another member).
    if (info.token !== useAppStore.getState().session?.token) flushCache();
    writeSessionInfo(info);
    set({ session: info });
  },
  signOut() {
    clearSessionStorage();
    set({ session: null });
  },
  setStatus(status) {
    set({ status });
  },
}));

export const useSession = () => useAppStore((s) => s.session);
export const useSettings = () => useAppStore((s) => s.status?.settings ?? null);
