import { mkdtempSync, readFileSync, cpSync, writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import { merchantSchema } from '@/config/schema/merchant';

const SAMPLES = path.resolve('merchants');
const sample = () => JSON.parse(readFileSync(path.join(SAMPLES, 'luckystar/merchant.json'), 'utf8'));
const problemsOf = (settings: unknown) => {
  const result = merchantSchema.safeParse(settings);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

let dirs: string[] = [];
/** A merchants folder holding copies of the samples, changed by `edit`. */
function merchantsDir(edit: Record<string, (settings: any) => void> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'merchants-'));
  dirs.push(dir);
  cpSync(SAMPLES, dir, { recursive: true });
  for (const [code, change] of Object.entries(edit)) {
    const file = path.join(dir, code, 'merchant.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    change(settings);
    writeFileSync(file, JSON.stringify(settings));
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('merchant settings schema', () => {
  it('accepts every sample merchant and fills defaults', () => {
    const { merchants, problems } = loadMerchants(SAMPLES);
    expect(problems).toEqual([]);
    expect(merchants.map((m) => m.code)).toEqual(['luckystar', 'saigonlotto', 'siamarena']);
    expect(merchants[0]!.flags.STARTGAMEINAPP3).toBe(false);
    expect(merchants[0]!.api.baseUrl).toBe('');
  });

  it('ships samples that differ in every visible way, one with a name of 13 or more characters', () => {
    const { merchants } = loadMerchants(SAMPLES);
    const distinct = (pick: (m: (typeof merchants)[number]) => unknown) =>
      new Set(merchants.map((m) => JSON.stringify(pick(m)))).size;
    for (const pick of [
      (m: any) => m.name,
      (m: any) => m.theme.primary,
      (m: any) => m.languages.default,
      (m: any) => m.languages.enabled,
      (m: any) => m.currency.code,
      (m: any) => m.flags,
    ]) {
      expect(distinct(pick)).toBe(3);
    }
    expect(merchants.some((m) => m.name.length >= 13)).toBe(true);
    const logos = merchants.map((m) => readFileSync(path.join(SAMPLES, m.code, m.template.h5_logo), 'utf8'));
    expect(new Set(logos).size).toBe(3);
  });

  it('names a malformed colour with what was given', () => {
    const settings = sample();
    settings.theme.primary = 'red';
    expect(problemsOf(settings)).toEqual(['theme.primary: must be a hex colour like "#1a2b3c", got "red"']);
  });

  it('rejects unknown language codes and a default that is not enabled', () => {
    const settings = sample();
    settings.languages = { default: 'DE', enabled: ['EN', 'XX'] };
    const problems = problemsOf(settings);
    expect(problems).toContainEqual(expect.stringMatching(/^languages\.default: unknown language code "DE"/));
    expect(problems).toContainEqual(expect.stringMatching(/^languages\.enabled\.1: unknown language code "XX"/));
  });

  it('requires the default language to be enabled and each language once', () => {
    const settings = sample();
    settings.languages = { default: 'VI', enabled: ['EN', 'EN'] };
    expect(problemsOf(settings)).toEqual([
      'languages.default: "VI" must also be listed in languages.enabled',
      'languages.enabled.1: "EN" is listed twice',
    ]);
  });

  it('rejects host names with a scheme, a port or upper case, and domains listed twice', () => {
    const settings = sample();
    settings.domains = ['https://a.example', 'a.example:8080', 'A.example', 'b.example', 'b.example'];
    const problems = problemsOf(settings);
    expect(problems.filter((p) => p.includes('must be a lower-case host name'))).toHaveLength(3);
    expect(problems).toContain('domains.4: "b.example" is listed twice');
  });

  it('needs at least one domain', () => {
    const settings = sample();
    settings.domains = [];
    expect(problemsOf(settings)).toEqual(['domains: must list at least one host name (the first is canonical)']);
  });

  it('rejects unknown settings and unknown flags', () => {
    const settings = sample();
    settings.colour = '#fff';
    settings.flags.NOPE3 = true;
    expect(problemsOf(settings)).toEqual(['flags: Unrecognized key: "NOPE3"', ': Unrecognized key: "colour"']);
  });

  it('only accepts SVG or PNG assets inside assets/', () => {
    const settings = sample();
    settings.template.h5_logo = '../../etc/passwd';
    settings.template.splash = 'assets/splash.gif';
    expect(problemsOf(settings)).toHaveLength(2);
  });

  it('checks the captcha version, currency position and dialing code', () => {
    const settings = sample();
    settings.captcha.version = 'v5';
    settings.currency.position = 'middle';
    settings.country.dialingCode = '63';
    expect(problemsOf(settings).map((p) => p.split(':')[0])).toEqual([
      'currency.position',
      'country.dialingCode',
      'captcha.version',
    ]);
  });

  it('trims download links and requires http(s)', () => {
    const settings = sample();
    settings.downloads = [{ resourceType: 'Android', url: '  https://x.example/a.apk  ' }];
    expect(merchantSchema.parse(settings).downloads[0]!.url).toBe('https://x.example/a.apk');
    settings.downloads = [{ resourceType: 'Android', url: 'ftp://x.example/a.apk' }];
    expect(problemsOf(settings)).toEqual(['downloads.0.url: must be an http(s) URL, got "ftp://x.example/a.apk"']);
  });
});

describe('tracking settings (issue 15: ids from settings go into script URLs and vendor calls)', () => {
  const withTracking = (tracking: object) => ({ ...sample(), tracking });

  it("refuses a pixel id that is not its vendor's shape, naming the field and an example", () => {
    const problems = problemsOf(
      withTracking({
        facebookPixelId: '123"><script>',
        gtagId: 'G-abc',
        gtmId: 'GTM-1;x',
        tiktokPixelId: 'lower',
        kwaiPixelId: 'KW-1',
        twitterPixelId: 'tw-siam-01',
      }),
    );
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'tracking.facebookPixelId',
      'tracking.tiktokPixelId',
      'tracking.kwaiPixelId',
      'tracking.gtagId',
      'tracking.gtmId',
      'tracking.twitterPixelId',
    ]);
    expect(problems[0]).toContain('like "1234567890123456"');
  });

  it("defaults each script to the vendor's own URL; takes an https URL or a path on the site, nothing else", () => {
    const parsed = merchantSchema.parse(withTracking({ facebookPixelId: '1234567890123' }));
    expect(parsed.tracking.scripts.facebook).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(parsed.tracking.scripts.twitter).toBe('https://static.ads-twitter.com/uwt.js');
    const problems = problemsOf(
      withTracking({
        scripts: { gtag: 'http://x.example/gtag.js', gtm: '//evil.example/gtm.js', kwai: 'javascript:1' },
      }),
    );
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'tracking.scripts.gtag',
      'tracking.scripts.gtm',
      'tracking.scripts.kwai',
    ]);
  });

  it('takes X event ids for tracked events only, in their tw-<pixel>-<event> shape', () => {
    expect(problemsOf(withTracking({ twitterEventIds: { register: 'tw-o8z6j-o8z6k' } }))).toEqual([]);
    expect(problemsOf(withTracking({ twitterEventIds: { register: 'o8z6k' } }))[0]).toMatch(
      /^tracking\.twitterEventIds\.register: must be an X event id/,
    );
    expect(problemsOf(withTracking({ twitterEventIds: { purchase: 'tw-o8z6j-o8z6k' } }))).toHaveLength(1);
  });
});

describe('loading merchant folders', () => {
  it('prints every problem as <file>: <field path>: <what is wrong>', () => {
    const dir = merchantsDir({
      saigonlotto: (s) => {
        s.theme.accent = 'gold';
        delete s.name;
      },
    });
    const { problems } = loadMerchants(dir);
    const file = `${path.relative(process.cwd(), dir)}/saigonlotto/merchant.json`;
    expect(problems).toEqual([
      `${file}: name: is required (string)`,
      `${file}: theme.accent: must be a hex colour like "#1a2b3c", got "gold"`,
    ]);
  });

  it('reports a missing asset file', () => {
    const dir = merchantsDir();
    rmSync(path.join(dir, 'siamarena/assets/splash.svg'));
    expect(loadMerchants(dir).problems).toEqual([
      `${path.relative(process.cwd(), dir)}/siamarena/merchant.json: template.splash: assets/splash.svg: file not found`,
    ]);
  });

  it('reports a domain served by two merchants, at both', () => {
    const dir = merchantsDir({
      siamarena: (s) => {
        s.domains.push('sgl.example');
      },
    });
    const shown = path.relative(process.cwd(), dir);
    expect(loadMerchants(dir).problems).toEqual([
      `${shown}/saigonlotto/merchant.json: domains.2: "sgl.example" is also listed by ${shown}/siamarena/merchant.json (domains.2); a host can serve one merchant only`,
      `${shown}/siamarena/merchant.json: domains.2: "sgl.example" is also listed by ${shown}/saigonlotto/merchant.json (domains.2); a host can serve one merchant only`,
    ]);
  });

  it('rejects a folder name that is not a host label, and invalid JSON', () => {
    const dir = merchantsDir();
    cpSync(path.join(dir, 'luckystar'), path.join(dir, 'Lucky_Star'), { recursive: true });
    mkdirSync(path.join(dir, 'broken'));
    writeFileSync(path.join(dir, 'broken/merchant.json'), '{ "name": ');
    const problems = loadMerchants(dir).problems.map((p) => p.slice(path.relative(process.cwd(), dir).length + 1));
    expect(problems).toContainEqual(
      expect.stringMatching(/^Lucky_Star\/merchant\.json: code: "Lucky_Star" is not a valid folder\/host label/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^broken\/merchant\.json: \(file\): not valid JSON/));
  });

  it('names an unknown merchant asked for with --merchant', () => {
    const { problems, merchants } = loadMerchants(SAMPLES, ['luckystar', 'nope']);
    expect(problems).toEqual([
      'merchants/nope: (folder): unknown merchant "nope"; merchants are: luckystar, saigonlotto, siamarena',
    ]);
    expect(merchants.map((m) => m.code)).toEqual(['luckystar']);
  });
});
