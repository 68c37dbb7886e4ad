import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { localizeApiMessage, localizeFieldIssue, localizeMessage } from '@/i18n/messages';
import { ApiError } from './api-client';

interface FieldErrorsBody {
  message?: unknown;
  fieldErrors?: unknown;
  fieldIssues?: unknown;
}

/** The first message of a field in `fieldIssues`, by its code. */
function firstIssue(
  body: FieldErrorsBody,
  name: string,
): { code?: unknown; params?: unknown } | null {
  if (!body.fieldIssues || typeof body.fieldIssues !== 'object') return null;
  if (!Object.hasOwn(body.fieldIssues, name)) return null;
  const issues = (body.fieldIssues as Record<string, unknown>)[name];
  const first: unknown = Array.isArray(issues) ? issues[0] : undefined;
  return first && typeof first === 'object' ? first : null;
}

/**
 * Puts the api's per-field messages (ErrorBody.fieldErrors) under the matching form fields, in
 * the shop's language: each by its code (ErrorBody.fieldIssues), a validation code or one of the
 * api's own; from an api without codes, by the body's code or as text.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return;
  const body = error.body as FieldErrorsBody;
  if (!body.fieldErrors || typeof body.fieldErrors !== 'object') return;
  for (const [name, messages] of Object.entries(body.fieldErrors as Record<string, unknown>)) {
    const field = fields.find((f) => f === name);
    const message: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (!field || typeof message !== 'string') continue;
    const issue = firstIssue(body, name);
    const text = issue
      ? localizeFieldIssue(issue, message)
      : message === body.message
        ? localizeApiMessage(body, message)
        : localizeMessage(message);
    setError(field, { type: 'server', message: text });
  }
}
