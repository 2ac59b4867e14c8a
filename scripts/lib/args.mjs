// Command-line options shared by the build scripts.
import path from 'node:path';

/**
 * `--merchant a,b` (repeatable) -> ['a', 'b']; undefined when absent.
 * @param {unknown} value
 * @returns {string[] | undefined}
 */
export function merchantList(value) {
  if (value === undefined || value === true) return undefined;
  const codes = [value]
    .flat()
    .flatMap((item) => String(item).split(','))
    .map((code) => code.trim())
    .filter(Boolean);
  return codes.length ? [...new Set(codes)] : undefined;
}

/** @param {{ 'merchants-dir'?: string | undefined, out?: string | undefined, [option: string]: unknown }} argv */
export function resolveDirs(argv) {
  return {
    merchantsDir: path.resolve(argv['merchants-dir'] ?? 'merchants'),
    outDir: path.resolve(argv.out ?? 'dist'),
  };
}
