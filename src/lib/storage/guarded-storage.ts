import { STORAGE_WRITE_CAP_BYTES } from '../../config/constants';
import type { KeyValueStore } from './types';

/** UTF-8 size of a stored value. */
export const byteSize = (value: string) => new TextEncoder().encode(value).length;

export interface GuardedStorage extends KeyValueStore {
  /** Stores the value unless it is over the 1.5 MB cap or the browser refuses it; says whether it was stored. */
  write(key: string, value: string): boolean;
  readJson<T>(key: string): T | undefined;
  writeJson(key: string, value: unknown): boolean;
}

/** SPEC 5: storage writes larger than 1.5 MB are refused; a full or blocked storage never throws. */
export function guardStorage(backing: KeyValueStore | undefined): GuardedStorage {
  const write = (key: string, value: string) => {
    if (!backing || byteSize(value) > STORAGE_WRITE_CAP_BYTES) return false;
    try {
      backing.setItem(key, value);
      return true;
    } catch {
      return false; // quota exceeded or storage disabled (private mode)
    }
  };
  const getItem = (key: string) => {
    try {
      return backing?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    getItem,
    setItem: (key, value) => void write(key, value),
    removeItem: (key) => {
      try {
        backing?.removeItem(key);
      } catch {
        // storage disabled: nothing to remove
      }
    },
    write,
    readJson<T>(key: string) {
      const text = getItem(key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    writeJson: (key, value) => write(key, JSON.stringify(value)),
  };
}

const browserStore = (name: 'localStorage' | 'sessionStorage'): KeyValueStore | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined; // access denied (e.g. cookies blocked)
  }
};

/** The browser's stores behind the write cap; absent stores (server rendering) read as empty. */
export const local = () => guardStorage(browserStore('localStorage'));
export const session = () => guardStorage(browserStore('sessionStorage'));
