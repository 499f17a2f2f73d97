import { LOGIN_DEVICE_ID_STORAGE_KEY } from '@app/contract/constants/sign-in';
import { local } from './storage';

/** 16 random bytes as hex (getRandomValues works outside secure contexts, unlike randomUUID). */
export const newDeviceId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

// The id of this page life when storage refuses to keep one.
let unstored: string | undefined;

/**
 * loginDeviceId of sign-in and registration: made once per browser and kept in local storage, so the
 * platform recognises the device across visits. Where storage is refused, each page life has its own.
 */
export const loginDeviceId = (): string => {
  const stored = local.get(LOGIN_DEVICE_ID_STORAGE_KEY);
  if (stored) return stored;
  unstored ??= newDeviceId();
  local.set(LOGIN_DEVICE_ID_STORAGE_KEY, unstored);
  return unstored;
};
