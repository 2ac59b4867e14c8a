// The saved login's password (SPEC 3), encrypted with AES-GCM under a key that never leaves the browser: the
// key is non-extractable and kept in IndexedDB, so a copy of localStorage holds only ciphertext.
import { createStore, get, update } from 'idb-keyval';

/** The stored form: `aesgcm:` + base64(iv) + `:` + base64(ciphertext and tag). */
const PREFIX = 'aesgcm:';
const KEY_ID = 'password';
const IV_BYTES = 12;
const ALGORITHM = { name: 'AES-GCM', length: 256 } as const;
const PAD_BLOCK = 64;
// A store of its own: clearing another library's IndexedDB never takes the key, nor the other way round.
const keys = createStore('saved-login', 'keys');

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** 0x80 then zeros up to a multiple of 64 bytes: the ciphertext's length does not tell the password's. */
function padded(password: string): Uint8Array<ArrayBuffer> {
  const text = new TextEncoder().encode(password);
  const bytes = new Uint8Array((Math.floor(text.length / PAD_BLOCK) + 1) * PAD_BLOCK);
  bytes.set(text);
  bytes[text.length] = 0x80;
  return bytes;
}

const unpadded = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, bytes.lastIndexOf(0x80)));

/** This browser's key, made on first use; `false` keeps it from ever being exported, even by a script in the page. */
async function savedLoginKey(): Promise<CryptoKey> {
  const kept = await get<CryptoKey>(KEY_ID, keys);
  if (kept) return kept;
  const fresh = await crypto.subtle.generateKey(ALGORITHM, false, ['encrypt', 'decrypt']);
  // Two tabs may make one at once: the first stored wins, so neither encrypts under a key the other replaced.
  let chosen = fresh;
  await update<CryptoKey>(KEY_ID, (stored) => (chosen = stored ?? fresh), keys);
  return chosen;
}

/** Rejects when IndexedDB or WebCrypto is missing or fails; the caller then keeps no password. */
export async function encryptPassword(password: string): Promise<string> {
  const key = await savedLoginKey();
  // A fresh IV each time (AES-GCM must never reuse one); it also does what SPEC 3's random salt did, so none is added.
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, padded(password));
  return `${PREFIX}${toBase64(iv)}:${toBase64(new Uint8Array(sealed))}`;
}

/** Rejects when the value is not ours (the old readable form), was altered, or its key is gone. */
export async function decryptPassword(stored: string): Promise<string> {
  const [iv, sealed] = stored.startsWith(PREFIX) ? stored.slice(PREFIX.length).split(':') : [];
  if (!iv || !sealed) throw new Error('not an encrypted password');
  const key = await get<CryptoKey>(KEY_ID, keys);
  if (!key) throw new Error('the saved-login key is gone');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(sealed));
  return unpadded(new Uint8Array(plain));
}
