// PROTOCOL.md "Envelope": failures carry an HTTP status and, when the server sent one, an errorCode.

export type FailureSource = 'server' | 'network' | 'timeout' | 'client';

export class ApiError extends Error {
  readonly status: number | undefined;
  readonly errorCode: string | undefined;
  readonly source: FailureSource;
  /** The server's own message, shown to players when present (SPEC 8). */
  readonly serverMessage: string | undefined;

  constructor(init: { status?: number | undefined; errorCode?: string | undefined; message?: string | undefined; source: FailureSource }) {
    super(init.message ?? init.errorCode ?? `HTTP ${init.status ?? 'error'}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.source = init.source;
    this.serverMessage = init.source === 'server' ? init.message : undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
