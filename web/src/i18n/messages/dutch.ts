import { translateApiMessage, translateApiText } from './nl-api';
import { translateValidationMessage, translateValidationText } from './nl-validation';
import { translateNotificationText } from './nl-notifications';
import { translateOrderingText } from './nl-ordering';

/**
 * Every way the shop says a message in Dutch, in one module that loads with the Dutch texts
 * (messages.ts holds only the calls into it, in the first load): by the api's codes
 * (nl-api.ts), by the validation codes (nl-validation.ts), the notifications by theirs
 * (nl-notifications.ts) and the ordering switches' texts by theirs (nl-ordering.ts). A
 * catalogue's sentence that a page holds as text leads back to its code through the contracts'
 * catalogue; the web's own sentences are Paraglide messages and never come here.
 */

interface Coded {
  code?: unknown;
  params?: unknown;
  message?: unknown;
}

/** A stored notification's title or message, by its code. */
export { translateNotificationText as notification };

/** What the ordering switches say, by its code. */
export { translateOrderingText as ordering };

/** A catalogue's sentence held as text (a validation message or one of the api's), by its code. */
export function text(message: string): string | undefined {
  return translateValidationText(message) ?? translateApiText(message);
}

/** A shared schema's validation message, by the code its English leads back to. */
export function validation(message: string): string | undefined {
  return translateValidationText(message) ?? text(message);
}

/** One of the api's field messages (`fieldIssues`): a validation code or one of the api's. */
export function fieldIssue(issue: Coded): string | undefined {
  return (
    translateValidationMessage(issue.code, issue.params) ??
    translateApiMessage(issue.code, issue.params)
  );
}

/** A zod issue: by the code a refinement put on it, else by its English's code. */
export function zodIssue(issue: { message: string; params?: unknown }): string | undefined {
  const own = (issue.params as { validation?: Coded } | undefined)?.validation;
  return (
    (own && translateValidationMessage(own.code, own.params ?? {})) ?? validation(issue.message)
  );
}

/** The field issue whose English is the body's message: the first field's, for invalid_data. */
function issueOfMessage(fieldIssues: unknown, message: unknown): Coded | undefined {
  if (!fieldIssues || typeof fieldIssues !== 'object') return undefined;
  for (const issues of Object.values(fieldIssues as Record<string, unknown>)) {
    if (!Array.isArray(issues)) continue;
    const found = issues.find(
      (i: unknown) => !!i && typeof i === 'object' && (i as Coded).message === message,
    ) as Coded | undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * An error body: the Dutch of its `code`; for a code whose message is a field's own
 * (`invalid_data`, `contact_required`), the Dutch of that field's code.
 */
export function body(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const { code, params, fieldIssues, message } = answer as Coded & { fieldIssues?: unknown };
  const said = translateApiMessage(code, params);
  if (said !== undefined) return said;
  const issue = issueOfMessage(fieldIssues, message);
  return issue && fieldIssue(issue);
}
