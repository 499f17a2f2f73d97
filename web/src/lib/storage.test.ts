import { afterEach, describe, expect, it, vi } from 'vitest';
import { local, session, type SafeStorage } from './storage';

const areas: [name: string, store: SafeStorage, raw: Storage][] = [
  ['local', local, localStorage],
  ['session', session, sessionStorage],
];

describe.each(areas)('%s storage', (_name, store, raw) => {
  afterEach(() => {
    vi.restoreAllMocks();
    raw.clear();
  });

  it('stores, reads and removes strings', () => {
    store.set('a', '1');
    expect(store.get('a')).toBe('1');
    store.remove('a');
    expect(store.get('a')).toBeNull();
  });

  it('stores and reads JSON', () => {
    store.setJson('j', { x: [1, 2] });
    expect(store.getJson<{ x: number[] }>('j')).toEqual({ x: [1, 2] });
  });

  it('bad JSON reads as null', () => {
    raw.setItem('j', '{nope');
    expect(store.getJson('j')).toBeNull();
  });

  it('an unserialisable value is not stored', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => store.setJson('c', cyclic)).not.toThrow();
    expect(store.get('c')).toBeNull();
  });

  it('lists and clears keys', () => {
    store.set('k1', 'a');
    store.set('k2', 'b');
    expect(store.keys().sort()).toEqual(['k1', 'k2']);
    store.clear();
    expect(store.keys()).toEqual([]);
  });

  it('never throws when storage refuses access (private mode, quota)', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(refuse);
    }
    expect(store.get('a')).toBeNull();
    expect(store.getJson('a')).toBeNull();
    expect(() => store.set('a', '1')).not.toThrow();
    expect(() => store.setJson('a', 1)).not.toThrow();
    expect(() => store.remove('a')).not.toThrow();
    expect(() => store.clear()).not.toThrow();
  });
});
