// merchant.json "social": each sign-in flag needs its provider's settings; the emulator only for demo projects.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { merchantSchema } from '@/config/schema/merchant';

const sample = () => JSON.parse(readFileSync('merchants/luckystar/merchant.json', 'utf8'));
const problemsOf = (settings: unknown) => {
  const result = merchantSchema.safeParse(settings);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('social sign-in settings', () => {
  it('accept the sample that turns every provider on', () => {
    expect(problemsOf(sample())).toEqual([]);
  });

  it('refuse a sign-in flag whose provider has no settings, naming both', () => {
    const settings = sample();
    settings.social = {};
    expect(problemsOf(settings)).toEqual([
      'social.firebase: flags.GOOGLELOGIN3 is on: set social.firebase',
      'social.firebase: flags.FACEBOOKLOGIN3 is on: set social.firebase',
      'social.firebase: flags.TWITTERLOGIN3 is on: set social.firebase',
      'social.line: flags.LINELOGIN3 is on: set social.line',
    ]);
  });

  it('keep a real project away from the emulator and a demo project away from Google', () => {
    const real = sample();
    real.social.firebase.projectId = 'luckystar-prod';
    expect(problemsOf(real)).toEqual([
      'social.firebase.emulator: only a "demo-" project may use the emulator; "luckystar-prod" is a real project',
    ]);
    const demo = sample();
    demo.social.firebase.emulator = '';
    expect(problemsOf(demo)).toEqual([`social.firebase.emulator: a "demo-" project needs the emulator's origin`]);
    const remote = sample();
    remote.social.firebase.emulator = 'http://emulator.example:9099';
    expect(problemsOf(remote)[0]).toMatch(/^social\.firebase\.emulator: must be a loopback origin/);
  });

  it('take LINE at its real authorize URL by default, or a path on the site (the sandbox stand-in)', () => {
    const settings = sample();
    settings.social.line = { clientId: '1650000001' };
    expect(merchantSchema.parse(settings).social.line?.authorizeUrl).toBe(
      'https://access.line.me/oauth2/v2.1/authorize',
    );
    settings.social.line.authorizeUrl = 'javascript:alert(1)';
    expect(problemsOf(settings)).toEqual([
      'social.line.authorizeUrl: must be an https URL or a path on the site, got "javascript:alert(1)"',
    ]);
    // A protocol-relative URL is another site, whatever its leading slash says.
    (settings.social.line as { authorizeUrl: string }).authorizeUrl = '//evil.example/oauth2/v2.1/authorize';
    expect(problemsOf(settings)).toEqual([
      'social.line.authorizeUrl: must be an https URL or a path on the site, got "//evil.example/oauth2/v2.1/authorize"',
    ]);
  });
});
