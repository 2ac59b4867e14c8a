// Dev and test builds check every /wps answer against the contract (browser-client.ts); production never
// loads this module, so zod and the schemas stay out of its bundles.
import type { z } from 'zod';
import { ANSWER_SCHEMAS } from './answers';

/** An answer of the server that breaks the app-server contract. */
export class ContractError extends Error {
  override name = 'ContractError';
}

/** Throws a ContractError naming the endpoint and each field path that does not match; no schema: no check. */
export function checkAnswer(path: string, value: unknown): void {
  const endpoint = new URL(path, 'https://origin.invalid').pathname;
  const schema = (ANSWER_SCHEMAS as Partial<Record<string, z.ZodType>>)[endpoint];
  if (!schema) return;
  const result = schema.safeParse(value);
  if (result.success) return;
  const problems = result.error.issues.map((issue) => `${['value', ...issue.path].join('.')}: ${issue.message}`);
  throw new ContractError(`${endpoint}: the answer breaks the app-server contract: ${problems.join('; ')}`);
}
