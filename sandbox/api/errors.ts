// The PROTOCOL.md envelope: {success:true,value} or {success:false,errorCode,message}; failures may
// carry details in `value` (login_verify_required lists the codes it needs).
import { CUSTOMER_NOT_LOGIN, LOGIN_NOT_SESSION, USER_OR_TOKEN_INVALID } from '../../src/lib/api/error-catalogue';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 429 refusal that tells the client when to try again (sent as the Retry-After header, in seconds). */
export class RetryLaterError extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(errorCode: string, message: (seconds: number) => string, waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    super(429, errorCode, message(seconds));
    this.retryAfterSeconds = seconds;
  }
}

export interface Failure {
  success: false;
  errorCode: string;
  message: string;
  value?: unknown;
}

export const ok = <T>(value: T) => ({ success: true as const, value });

export function failure(error: ApiError): Failure {
  return {
    success: false,
    errorCode: error.errorCode,
    message: error.message,
    ...(error.value === undefined ? {} : { value: error.value }),
  };
}

/** Forced-logout codes of SPEC 8, by cause. */
export const NO_SESSION = () => new ApiError(401, CUSTOMER_NOT_LOGIN, 'Authorization: log in first (Bearer <token>)');
export const BAD_TOKEN = () =>
  new ApiError(401, USER_OR_TOKEN_INVALID, 'Authorization: the token is not valid for this merchant');
export const EXPIRED_TOKEN = () =>
  new ApiError(401, LOGIN_NOT_SESSION, 'Authorization: the session has expired; log in again');

/** Fastify's own errors (body parsing, limits) in the envelope. */
export function fromFastifyError(error: { statusCode?: number; code?: string; message: string }): ApiError {
  if (error instanceof ApiError) return error;
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new ApiError(413, 'payload.too.large', 'body: larger than 1 MB');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new ApiError(400, 'bad.request', 'Content-Type: use application/json, or text/plain for encrypted bodies');
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return new ApiError(400, 'bad.request', `body: not valid JSON (${error.message})`);
  if (status >= 400 && status < 500) return new ApiError(status, 'bad.request', error.message);
  return new ApiError(500, 'server.error', 'The sandbox failed to answer; see its log');
}
