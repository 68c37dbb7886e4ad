import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { localizeMessage } from '@/i18n/messages';
import { ApiError } from './api-client';

interface FieldErrorsBody {
  fieldErrors?: unknown;
}

/**
 * Puts the api's per-field messages (ErrorBody.fieldErrors) under the matching form fields, in
 * the shop's language.
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
    if (field && typeof message === 'string') {
      setError(field, { type: 'server', message: localizeMessage(message) });
    }
  }
}
