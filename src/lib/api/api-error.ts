// PROTOCOL.md "Envelope": failures carry an HTTP status and, when the server sent one, an errorCode.

export type FailureSource = 'server' | 'network' | 'timeout' | 'client';

export class ApiError extends Error {
  readonly status: number | undefined;
  readonly errorCode: string | undefined;
  readonly source: FailureSource;
  /** The server's own message, shown to players when present (SPEC 8). */
  readonly serverMessage: string | undefined;
  /** The failure envelope's `value`, when the server sent details (e.g. the codes login_verify_required asks for). */
  readonly details: unknown;

  constructor(init: {
    status?: number | undefined;
    errorCode?: string | undefined;
    message?: string | undefined;
    source: FailureSource;
    details?: unknown;
  }) {
    super(init.message ?? init.errorCode ?? `HTTP ${init.status ?? 'error'}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.source = init.source;
    this.serverMessage = init.source === 'server' ? init.message : undefined;
    this.details = init.details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
