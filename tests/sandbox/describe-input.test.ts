import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parse } from '../../sandbox/api/context';

const body = z.object({ username: z.string(), page: z.number().int().min(1) });
const messageOf = (input: unknown, where?: string) => {
  try {
    parse(body, input, where);
  } catch (error) {
    return (error as Error & { message: string }).message;
  }
  return undefined;
};

describe('sandbox input problems use the config formatter (one zod-issue formatter)', () => {
  it('names a missing field as required with its type', () => {
    expect(messageOf({ page: 1 })).toBe('username: is required (string)');
  });

  it("keeps zod's own message for other problems", () => {
    expect(messageOf({ username: 'a', page: 0 })).toMatch(/^page: /);
  });

  it('names the place of a top-level problem', () => {
    expect(messageOf('text', 'query')).toMatch(/^query: /);
  });
});
