// The operator calls the app declares, collected in Node from the api.ts files that
// src/lib/api/contract/declared.ts globs for Vite, through the same declaredCalls(); a unit test holds the
// two lists equal (Vite needs its glob as a literal, so the folders cannot be one shared constant).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { declaredCalls, type OperatorCall } from '../../src/lib/api/call';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DECLARING_FOLDERS = ['src/flows', 'src/features'];
const DECLARATION_FILE = 'api.ts';

/** The api.ts files under src/flows and src/features, relative to the root, in a stable order. */
function declarationFiles(root: string): string[] {
  return DECLARING_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === DECLARATION_FILE)
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  ).sort();
}

/** Every declared OperatorCall of the app (imported through tsx in Node, through Vite in Vitest). */
export async function collectDeclaredCalls(root = ROOT): Promise<OperatorCall[]> {
  const files = declarationFiles(root);
  const modules = await Promise.all(
    files.map(async (file) => [file, (await import(pathToFileURL(path.join(root, file)).href)) as unknown] as const),
  );
  return declaredCalls(Object.fromEntries(modules));
}
