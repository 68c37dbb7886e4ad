import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { localizeValidationMessage } from '@/i18n/messages';

function localizeErrors(errors: FieldErrors): void {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string') error.message = localizeValidationMessage(error.message);
    else localizeErrors(error as FieldErrors);
  }
}

/**
 * A form's resolver whose messages are in the shop's language: the shared schemas speak the
 * spec's English, and Dutch customers see the Dutch of each message's code.
 */
export function localized<V extends FieldValues, C, T>(
  resolver: Resolver<V, C, T>,
): Resolver<V, C, T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    localizeErrors(result.errors);
    return result;
  };
}
