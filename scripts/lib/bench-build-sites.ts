// The build the page benchmarks run first (unless --no-build): the merchants asked for, into the given output.
import { $ } from 'zx';

export async function buildSites(
  root: string,
  { merchantsDir, outDir, only }: { merchantsDir: string; outDir: string; only: string[] | undefined },
): Promise<void> {
  await $({
    cwd: root,
    stdio: 'inherit',
  })`node --import tsx scripts/build.ts --merchants-dir ${merchantsDir} --out ${outDir} ${only ? ['--merchant', only.join(',')] : []}`;
}
