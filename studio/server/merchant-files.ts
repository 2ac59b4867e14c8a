// The only files the studio reads and writes: merchants/<code>/merchant.json and merchants/<code>/assets/*, of
// a folder that exists; each written whole (a temporary file renamed over it) or not at all.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listMerchantCodes } from '../../src/build/folders';
import { merchantFile } from '../../src/build/load';
import { readStrictJson } from '../../src/build/read-json';
import { HOST_LABEL } from '../../src/config/schema/primitives';
import { formattedJson } from '../../scripts/lib/scaffold';
import { StudioError } from './guard';

/** A merchant.json as read: its text, its settings and the tag that says which version it was. */
export interface MerchantText {
  text: string;
  settings: unknown;
  etag: string;
}

const tagOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The folder of an existing merchant; a code that is no merchant's (or names a path) is refused. */
export function merchantFolder(merchantsDir: string, code: string): string {
  const codes = listMerchantCodes(merchantsDir);
  if (!HOST_LABEL.test(code) || !codes.includes(code))
    throw new StudioError(404, `no merchant "${code}"; merchants are: ${codes.join(', ') || 'none'}`);
  return path.join(merchantsDir, code);
}

export async function readMerchantText(merchantsDir: string, code: string): Promise<MerchantText> {
  const file = path.join(merchantFolder(merchantsDir, code), 'merchant.json');
  const text = existsSync(file) ? await readFile(file, 'utf8') : '';
  return { text, settings: readStrictJson(text).value, etag: tagOf(text) };
}

/**
 * The file as the studio would write it over `previous` (its text now): formatted as the repository's
 * Prettier check wants it, its layout kept where nothing changed.
 */
export const formattedSettings = (merchantsDir: string, code: string, settings: unknown, previous: string) =>
  formattedJson(path.join(merchantFolder(merchantsDir, code), 'merchant.json'), settings, previous);

/** Writes `bytes` to `file` whole: a temporary file beside it, renamed over it. */
export async function writeWhole(file: string, bytes: string | Uint8Array): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

// One save at a time per merchant: the version check and the write happen together.
const saving = new Map<string, Promise<unknown>>();

/**
 * Saves settings already checked, unless the file changed since the version `etag` was read; returns the
 * written version.
 * @param layout the text whose layout the file keeps (ops' fix of a file that was not JSON); else the file's
 */
export async function saveMerchantText(
  merchantsDir: string,
  code: string,
  settings: unknown,
  etag: string,
  layout?: string,
): Promise<MerchantText> {
  const folder = merchantFolder(merchantsDir, code);
  const previous = saving.get(folder) ?? Promise.resolve();
  const run = previous
    .catch(() => {})
    .then(async () => {
      const current = await readMerchantText(merchantsDir, code);
      if (current.etag !== etag)
        throw new StudioError(
          409,
          `${merchantFile(merchantsDir, code)} changed on disk since it was opened; review its changes before saving over them`,
          { current },
        );
      const text = await formattedSettings(merchantsDir, code, settings, layout ?? current.text);
      await writeWhole(path.join(folder, 'merchant.json'), text);
      return { text, settings, etag: tagOf(text) };
    });
  saving.set(folder, run);
  try {
    return await run;
  } finally {
    if (saving.get(folder) === run) saving.delete(folder);
  }
}
