/** The part of the Web Storage interface the core uses; tests pass an in-memory one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
