/**
 * The key that seals the remembered password: AES-GCM 256, made in this browser as non-extractable (no
 * script, ours included, can read its bytes) and kept in IndexedDB, which stores the CryptoKey object itself.
 * Copying local storage to another browser therefore gives nothing back.
 */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  /** Stores the key unless one is already stored (rejects then). */
  add(key: CryptoKey): Promise<void>;
}

const DB_NAME = 'app-keys';
const STORE = 'keys';
const KEY_ID = 'remembered-login';

const done = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

const openDb = (): Promise<IDBDatabase> => {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return done(req);
};

const withStore = async <T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> => {
  const db = await openDb();
  try {
    return await done(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
};

export const indexedDbKeyStore: KeyStore = {
  get: () => withStore('readonly', (s) => s.get(KEY_ID) as IDBRequest<CryptoKey | undefined>),
  add: async (key) => {
    await withStore('readwrite', (s) => s.add(key, KEY_ID));
  },
};

/** The device key, made on first use. */
export async function deviceKey(store: KeyStore): Promise<CryptoKey> {
  const existing = await store.get();
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  try {
    await store.add(key);
    return key;
  } catch (err) {
    // Another tab made one at the same moment: use the stored one, so both tabs seal with the same key.
    const stored = await store.get();
    if (stored) return stored;
    throw err;
  }
}
