// The studio's merchant list: what check:merchants says of each folder and what the last build reported.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listMerchantCodes } from '../../src/build/folders';
import { merchantFile } from '../../src/build/load';
import { REPORT_FILE, type MerchantReports } from '../../scripts/lib/outcome';
import { validateMerchants, type ImageChecker } from '../../scripts/lib/validate';

/** One finding of check:merchants, split where the studio shows it: at its field, in the same words. */
export interface Finding {
  /** The whole line, as check:merchants prints it. */
  line: string;
  /** The merchant.json field ("theme.primary", "(top level)"), or another file's name ("sandbox.json"). */
  field: string;
  message: string;
}

/** Splits `<file>: <field>: <message>` lines; a line about another file is placed at that file's name. */
export function findingsOf(merchantsDir: string, code: string, lines: readonly string[]): Finding[] {
  const own = `${merchantFile(merchantsDir, code)}: `;
  return lines.map((line) => {
    if (line.startsWith(own)) {
      const rest = line.slice(own.length);
      const split = rest.indexOf(': ');
      return split < 0
        ? { line, field: '(file)', message: rest }
        : { line, field: rest.slice(0, split), message: rest.slice(split + 2) };
    }
    const split = line.indexOf(': ');
    return {
      line,
      field: path.basename(line.slice(0, Math.max(split, 0))) || '(file)',
      message: line.slice(split + 2),
    };
  });
}

export interface MerchantSummary {
  code: string;
  name?: string | undefined;
  domains: string[];
  languages: string[];
  problems: Finding[];
  warnings: Finding[];
  build?:
    | {
        builtAt?: string | undefined;
        warnings: string[];
        homeGzipBytes?: number | undefined;
        jsGzipBytes?: number | undefined;
        cssGzipBytes?: number | undefined;
      }
    | undefined;
}

function readReport(distDir: string): MerchantReports['merchants'] {
  const file = path.join(distDir, REPORT_FILE);
  if (!existsSync(file)) return {};
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as MerchantReports).merchants ?? {};
  } catch {
    return {}; // a build writing it right now: the next look finds it whole
  }
}

/** Every merchant folder with its status, its last build and its page weights. */
export async function merchantOverview(
  merchantsDir: string,
  distDir: string,
  checkImage?: ImageChecker,
): Promise<MerchantSummary[]> {
  const { merchants, problems, warnings } = await validateMerchants(merchantsDir, undefined, checkImage);
  const report = readReport(distDir);
  return listMerchantCodes(merchantsDir).map((code) => {
    const merchant = merchants.find((m) => m.code === code);
    const own = `${path.relative(process.cwd(), path.join(merchantsDir, code))}${path.sep}`;
    const built = report[code];
    return {
      code,
      name: merchant?.name,
      domains: merchant?.domains ?? [],
      languages: merchant?.languages.enabled ?? [],
      problems: findingsOf(
        merchantsDir,
        code,
        problems.filter((line) => line.startsWith(own)),
      ),
      warnings: findingsOf(merchantsDir, code, warnings[code] ?? []),
      build: built && {
        builtAt: built.builtAt,
        warnings: built.warnings,
        homeGzipBytes: built.homeGzipBytes,
        jsGzipBytes: built.jsGzipBytes,
        cssGzipBytes: built.cssGzipBytes,
      },
    };
  });
}
