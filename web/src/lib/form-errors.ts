import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ErrorBody } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { ApiError } from './api-client';

/**
 * Puts the api's per-field messages (ErrorBody.fieldErrors) under the matching form fields, in
 * the shop's language.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  const body = ErrorBody.safeParse(error.body);
  if (!body.success || !body.data.fieldErrors) return;
  for (const [name, messages] of Object.entries(body.data.fieldErrors)) {
    const field = fields.find((f) => f === name);
    const message = messages[0];
    if (field && message) setError(field, { type: 'server', message: localizeMessage(message) });
  }
}
