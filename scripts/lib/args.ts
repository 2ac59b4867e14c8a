// Command-line options shared by the build scripts.
import path from 'node:path';

/** `--merchant a,b` (repeatable) -> ['a', 'b']; undefined when absent. */
export function merchantList(value: unknown): string[] | undefined {
  if (value === undefined || value === true) return undefined;
  const codes = [value]
    .flat()
    .flatMap((item) => String(item).split(','))
    .map((code) => code.trim())
    .filter(Boolean);
  return codes.length ? [...new Set(codes)] : undefined;
}

export function resolveDirs(argv: {
  'merchants-dir'?: string | undefined;
  out?: string | undefined;
  [option: string]: unknown;
}) {
  return {
    merchantsDir: path.resolve(argv['merchants-dir'] ?? 'merchants'),
    outDir: path.resolve(argv.out ?? 'dist'),
  };
}
