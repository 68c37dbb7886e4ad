import type { ErrorType } from '@shop/contracts';

/** An error the api expects and turns into a clear 4xx (or a 503), never a 500. */
export class AppError extends Error {
  constructor(
    readonly type: ErrorType,
    message: string,
    readonly options: {
      code?: string;
      fieldErrors?: Record<string, string[]>;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code?: string) =>
  new AppError('invalid_data', message, code ? { code } : {});
export const unauthorized = (message = 'Not authenticated') =>
  new AppError('unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const conflict = (message: string, code?: string) =>
  new AppError('conflict', message, code ? { code } : {});
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', message, { retryAfterSeconds });
export const unavailable = (message: string, retryAfterSeconds = 5) =>
  new AppError('unavailable', message, { retryAfterSeconds });
