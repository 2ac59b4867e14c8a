// Issue 44: the field report's parts: the engine, the build's fingerprint, sampling and the per-page limit.
import { describe, expect, it } from 'vitest';
import { sampledIn } from '@/lib/field/capture';
import { buildFingerprint, engineOf, FIELD_ERRORS_PER_PAGE, FieldErrorLog } from '@/lib/field/report';

describe('engineOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
      'Blink 138',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0 Mobile/15E148 Safari/604.1',
      'WebKit iOS 17',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Gecko 128'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'WebKit 18',
    ],
    ['curl/8', 'other'],
  ])('%s is %s', (userAgent, engine) => expect(engineOf(userAgent)).toBe(engine));
});

describe('buildFingerprint', () => {
  it('is 8 hex digits, the same for the same scripts and different after a release', () => {
    const before = buildFingerprint('/m/_astro/page.A1b2C3d4.js /m/_astro/client.E5f6G7h8.js');
    expect(before).toMatch(/^[0-9a-f]{8}$/);
    expect(buildFingerprint('/m/_astro/page.A1b2C3d4.js /m/_astro/client.E5f6G7h8.js')).toBe(before);
    expect(buildFingerprint('/m/_astro/page.Z9b2C3d4.js /m/_astro/client.E5f6G7h8.js')).not.toBe(before);
    expect(buildFingerprint('')).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('sampledIn', () => {
  it('takes the given share of page views: none at 0, every one at 1', () => {
    expect(sampledIn(0, () => 0)).toBe(false);
    expect(sampledIn(1, () => 0.999)).toBe(true);
    expect(sampledIn(0.25, () => 0.24)).toBe(true);
    expect(sampledIn(0.25, () => 0.25)).toBe(false);
  });
});

describe('FieldErrorLog', () => {
  const boom = (index = 0) => ({
    kind: 'error' as const,
    message: `boom ${index}`,
    stack: `Error: boom ${index}\n at f (a.js:1:1)`,
  });

  it('merges repeats of one error into its count, so a loop of a thousand throws is one entry', () => {
    const log = new FieldErrorLog();
    for (let index = 0; index < 1000; index += 1) log.add(boom());
    expect(log.take()).toEqual([
      { kind: 'error', message: 'boom 0', stack: 'at f (a.js:1:1)', source: '', count: 1000 },
    ]);
  });

  it(`keeps at most ${FIELD_ERRORS_PER_PAGE} distinct errors a page`, () => {
    const log = new FieldErrorLog();
    for (let index = 0; index < 50; index += 1) log.add(boom(index));
    expect(log.take()).toHaveLength(FIELD_ERRORS_PER_PAGE);
  });

  it('hands each occurrence out once: a second take has only what happened since', () => {
    const log = new FieldErrorLog();
    log.add(boom());
    log.add(boom());
    expect(log.take().map((entry) => entry.count)).toEqual([2]);
    expect(log.take()).toEqual([]);
    log.add(boom());
    expect(log.take().map((entry) => entry.count)).toEqual([1]);
  });

  it('scrubs what it keeps', () => {
    const log = new FieldErrorLog();
    log.add({ kind: 'rejection', message: 'GET https://api.example/wps/x?token=secret failed for 09171234567' });
    expect(log.take()[0]?.message).toBe('GET https://api.example/wps/x failed for ***');
  });
});
