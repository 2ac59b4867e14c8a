// An operator call is declared once, in the api.ts of the flow or feature that owns it (docs/architecture.md
// "Operator calls"): the app calls it through its path, the dev contract check and `npm run check:operator`
// read the same declaration.
import type { AnswerName } from './contract/answers';

export interface OperatorCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: `/wps/${string}`;
  /** The contract schema of the answer's `value` (contract/answers.ts); none: the app reads nothing of it. */
  readonly answer?: AnswerName;
  /** Needs a logged-in member's token. */
  readonly member?: true;
  /** Changes something on the operator's side (a session, a message, a setting): check:operator never makes it. */
  readonly changesState?: true;
}

/** Each exported declaration of an api.ts module (what the dev check and check:operator collect). */
export function declaredCalls(modules: Record<string, unknown>): OperatorCall[] {
  return Object.values(modules).flatMap((module) =>
    Object.values(module as Record<string, unknown>).filter(isOperatorCall),
  );
}

function isOperatorCall(value: unknown): value is OperatorCall {
  const call = value as Partial<OperatorCall> | null;
  return typeof call === 'object' && call !== null && typeof call.path === 'string' && typeof call.method === 'string';
}
