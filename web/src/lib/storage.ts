/**
 * Safe wrappers around localStorage and sessionStorage. Browsers throw on access in private mode,
 * with storage disabled, or when the quota is full; a corrupt JSON value must not break the caller.
 * Every method here swallows those failures: reads answer null, writes are dropped.
 */

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  getJson<T>(key: string): T | null;
  setJson(key: string, value: unknown): void;
  /** Every key currently stored (empty when storage is unavailable). */
  keys(): string[];
  clear(): void;
}

type Area = 'localStorage' | 'sessionStorage';

/** Even reading `window.localStorage` can throw (SecurityError when cookies are blocked). */
const area = (name: Area): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
};

const create = (name: Area): SafeStorage => {
  const get = (key: string): string | null => {
    try {
      return area(name)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string): void => {
    try {
      area(name)?.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the value is simply not kept.
    }
  };
  return {
    get,
    set,
    remove(key) {
      try {
        area(name)?.removeItem(key);
      } catch {
        // Storage disabled: nothing to remove.
      }
    },
    getJson<T>(key: string): T | null {
      const raw = get(key);
      if (raw === null) return null;
      try {
        // The caller knows the shape it stored; values that need checking are validated by the caller.
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson(key, value) {
      let raw: string | undefined;
      try {
        raw = JSON.stringify(value);
      } catch {
        return; // Circular or BigInt values cannot be stored.
      }
      if (raw !== undefined) set(key, raw);
    },
    keys() {
      try {
        const storage = area(name);
        if (!storage) return [];
        const out: string[] = [];
        for (let i = 0; i < storage.length; i++) {
          const key = storage.key(i);
          if (key !== null) out.push(key);
        }
        return out;
      } catch {
        return [];
      }
    },
    clear() {
      try {
        area(name)?.clear();
      } catch {
        // Storage disabled: nothing to clear.
      }
    },
  };
};

export const local: SafeStorage = create('localStorage');
export const session: SafeStorage = create('sessionStorage');
