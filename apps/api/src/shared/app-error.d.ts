import { type ErrorCode } from '@shuttle/contracts';
/** The one error type services throw; the error handler turns it into `{ message, code }`. */
export declare class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(code: ErrorCode, message: string, headers?: Record<string, string>);
}
export declare const notFound: (what?: string) => AppError;
