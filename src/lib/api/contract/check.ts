// Dev and test builds check every /wps answer against the contract (browser-client.ts); production never
// loads this module, so zod and the schemas stay out of its bundles.
import { ANSWERS, type AnswerName } from './answers';
import { DECLARED_CALLS } from './declared';

/** An answer of the server that breaks the app-server contract. */
export class ContractError extends Error {
  override name = 'ContractError';
}

const ANSWER_OF = new Map<string, AnswerName | undefined>(DECLARED_CALLS.map((call) => [call.path, call.answer]));

/** Throws a ContractError naming the endpoint and each field path that does not match; no schema: no check. */
export function checkAnswer(path: string, value: unknown): void {
  const endpoint = new URL(path, 'https://origin.invalid').pathname;
  const answer = ANSWER_OF.get(endpoint);
  if (!answer) return;
  const result = ANSWERS[answer].safeParse(value);
  if (result.success) return;
  const problems = result.error.issues.map((issue) => `${['value', ...issue.path].join('.')}: ${issue.message}`);
  throw new ContractError(`${endpoint}: the answer breaks the app-server contract: ${problems.join('; ')}`);
}
