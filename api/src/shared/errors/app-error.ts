import {
  apiMessage,
  type ApiMessage,
  type ApiMessageCode,
  type ApiMessageParam,
  type ErrorBody,
  type ErrorType,
  type FieldIssue,
  type PlainApiMessageCode,
  type ValidationMessage,
  validationCodeOf,
} from '@shop/contracts';
import type { z } from 'zod';

/**
 * What an error says: a code of the api's catalogue (contracts/src/errors/api-messages.ts),
 * given alone when its text has no values, else as `apiMessage(code, params)`.
 */
export type MessageArg = ApiMessage | PlainApiMessageCode;

const toMessage = (message: MessageArg): ApiMessage =>
  typeof message === 'string' ? apiMessage(message) : message;

/** An error the api expects and turns into a clear 4xx (or a 503), never a 500. */
export class AppError extends Error {
  readonly code: ApiMessageCode;
  readonly params: Record<string, ApiMessageParam> | undefined;

  constructor(
    readonly type: ErrorType,
    message: MessageArg,
    readonly options: {
      /** The fields refused, each with its messages by code (`fieldIssue`). */
      fieldIssues?: Record<string, FieldIssue[]>;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    const { code, params, text } = toMessage(message);
    super(text, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.params = params;
  }
}

/** One of the api's own messages under a form's field (`email_taken` under `email`). */
export function fieldIssue(message: MessageArg): FieldIssue {
  const { code, params, text } = toMessage(message);
  return params ? { code, message: text, params } : { code, message: text };
}

/** zod's own wording ('Invalid input: expected string…') gets the field name in front. */
export function issueText(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  const generic = /^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(issue.message);
  return generic && path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * An issue's message by its code: the code a refinement put on the issue itself, else the code
 * its English leads back to in the catalogue (contracts/src/errors/validation-messages.ts), else
 * `invalid_value` for zod's own wording.
 */
export function issueOf(issue: z.core.$ZodIssue): FieldIssue {
  const own =
    issue.code === 'custom'
      ? (issue.params as { validation?: ValidationMessage } | undefined)?.validation
      : undefined;
  const { code, params } = own ?? validationCodeOf(issue.message) ?? { code: 'invalid_value' };
  const message = issueText(issue);
  return params ? { code, message, params } : { code, message };
}

/** A body's `fieldErrors` and `fieldIssues`: the English of each field, and the same by code. */
export function fieldBody(
  fieldIssues: Record<string, FieldIssue[]>,
): Pick<ErrorBody, 'fieldErrors' | 'fieldIssues'> {
  const fieldErrors = Object.fromEntries(
    Object.entries(fieldIssues).map(([field, issues]) => [field, issues.map((i) => i.message)]),
  );
  return { fieldErrors, fieldIssues };
}

/** The body of an error: its code, the English of it and the values of that text. */
export function errorBody(type: ErrorType, message: MessageArg): ErrorBody {
  const { code, params, text } = toMessage(message);
  return params ? { type, code, message: text, params } : { type, code, message: text };
}

export const badRequest = (message: MessageArg) => new AppError('invalid_data', message);
export const unauthorized = (message: MessageArg = 'not_authenticated') =>
  new AppError('unauthorized', message);
export const forbidden = (message: MessageArg = 'forbidden') => new AppError('forbidden', message);
export const notFound = (message: MessageArg = 'not_found') => new AppError('not_found', message);
export const conflict = (message: MessageArg) => new AppError('conflict', message);
export const rateLimited = (message: MessageArg, retryAfterSeconds: number) =>
  new AppError('rate_limited', message, { retryAfterSeconds });
export const unprocessable = (message: MessageArg) => new AppError('unprocessable', message);
export const unavailable = (message: MessageArg, retryAfterSeconds = 5) =>
  new AppError('unavailable', message, { retryAfterSeconds });
