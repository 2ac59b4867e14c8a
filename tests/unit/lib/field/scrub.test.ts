// Issue 44: a field report never carries a token, password, phone number, e-mail or a URL's query.
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGE_MAX_LENGTH, FIELD_STACK_MAX_FRAMES, scrubText, shortStack } from '@/lib/field/scrub';

describe('scrubText', () => {
  it('cuts a URL to its origin and path: the query, fragment and user info go', () => {
    expect(scrubText('fetch https://user:pw@api.example/wps/relay/X?token=abc&go=%2Fm#frag failed')).toBe(
      'fetch https://api.example/wps/relay/X failed',
    );
  });

  it('masks secrets named in the text, a bearer token and long tokens', () => {
    expect(scrubText('token=9f8e7d6c5b4a password: "hunter2" Bearer eyJhbGciOi.J9x')).toBe(
      'token=*** password: "***" Bearer ***',
    );
    expect(scrubText('session 0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d expired')).toBe('session *** expired');
  });

  it('masks phone numbers and e-mail addresses, keeping a stack line:column', () => {
    expect(scrubText('no member +63 917 123 4567 or 09171234567, player1@mail.test')).toBe(
      'no member *** or ***, ***@***',
    );
    expect(scrubText('at f (https://x.example/m/_astro/Push.B1c2D3e4.js:1:12345678)')).toBe(
      'at f (https://x.example/m/_astro/Push.B1c2D3e4.js:1:12345678)',
    );
  });

  it(`keeps at most ${FIELD_MESSAGE_MAX_LENGTH} characters`, () => {
    const long = scrubText('x'.repeat(1000));
    expect(long).toHaveLength(FIELD_MESSAGE_MAX_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('shortStack', () => {
  it(`keeps the first ${FIELD_STACK_MAX_FRAMES} frames, scrubbed, without the message line`, () => {
    const frames = Array.from(
      { length: 9 },
      (_, index) => `    at f${index} (https://x.example/m/p.js?v=${index}:1:${index})`,
    );
    const stack = shortStack(['TypeError: boom', ...frames].join('\n'), 'boom');
    expect(stack.split('\n')).toEqual(
      Array.from({ length: FIELD_STACK_MAX_FRAMES }, (_, index) => `at f${index} (https://x.example/m/p.js)`),
    );
    expect(shortStack(undefined, 'boom')).toBe('');
  });
});
