import { ERROR_STATUS, type ErrorCode } from '@shuttle/contracts';

/** The one error type services throw; the error handler turns it into `{ message, code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  /** The request's value this refuses, answered as `field` like a schema's refusal. */
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}, field?: string) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = headers;
    this.field = field;
  }
}

/**
 * A value refused by a rule its schema cannot state alone (an end date against today): 400
 * naming the field, as a schema's refusal does, before the database is asked.
 */
export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, {}, field);

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
