import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { localizeApiMessage, localizeMessage } from '@/i18n/messages';
import { ApiError } from './api-client';

interface FieldErrorsBody {
  message?: unknown;
  fieldErrors?: unknown;
}

/**
 * Puts the api's per-field messages (ErrorBody.fieldErrors) under the matching form fields, in
 * the shop's language: the body's own message by its code, a shared schema's message by its
 * English.
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
    const text =
      message === body.message ? localizeApiMessage(body, message) : localizeMessage(message);
    setError(field, { type: 'server', message: text });
  }
}
