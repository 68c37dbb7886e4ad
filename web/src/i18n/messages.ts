import { currentLanguage } from './index';

type Translate = (message: string) => string | undefined;
type TranslateCode = (code: unknown, params: unknown) => string | undefined;

/**
 * The api answers in English, and every error body names its message's `code` (and the values
 * of its text in `params`): a Dutch visitor sees the Dutch of the code
 * (messages/nl-api.ts), whatever the English says. The shared schemas' validation messages
 * have codes too (messages/nl-validation.ts): a form's message leads back to its code through
 * the contracts' catalogue, and the api's field errors name theirs (`fieldIssues`). What has
 * no code yet, the shop's own sentences and the notifications the workers store in English, is
 * still translated by its English text (messages/nl.ts). All load with the Dutch texts, never
 * in the first load; a message none of them knows stays English rather than disappearing.
 */
let dutch: Translate | null = null;
let dutchByCode: TranslateCode | null = null;
let dutchByValidationCode: TranslateCode | null = null;
let dutchValidationText: Translate | null = null;
let dutchApiText: Translate | null = null;

export async function loadMessages(language: string): Promise<void> {
  if (language !== 'nl' || (dutch && dutchByCode && dutchByValidationCode)) return;
  const [texts, api, validation] = await Promise.all([
    import('./messages/nl'),
    import('./messages/nl-api'),
    import('./messages/nl-validation'),
  ]);
  dutch = texts.default;
  dutchByCode = api.translateApiMessage;
  dutchByValidationCode = validation.translateValidationMessage;
  dutchValidationText = validation.translateValidationText;
  dutchApiText = api.translateApiText;
}

/**
 * The message in the shop's current language, or as it came when there is no translation: a
 * sentence without a code from the dictionary; the English of a validation message or of one of
 * the api's, held as text, by the code it leads back to in the contracts' catalogues.
 */
export function localizeMessage(message: string): string {
  if (currentLanguage() !== 'nl' || !dutch) return message;
  return dutch(message) ?? dutchValidationText?.(message) ?? dutchApiText?.(message) ?? message;
}

/**
 * A shared schema's validation message, as a form's resolver or a schema's refusal gives it, in
 * the shop's current language: the Dutch of its code (the English leads back to it through the
 * contracts' catalogue). A text of the web's own stays as `localizeMessage` says it.
 */
export function localizeValidationMessage(message: string): string {
  if (currentLanguage() !== 'nl' || !dutch) return message;
  return dutchValidationText?.(message) ?? localizeMessage(message);
}

/**
 * A zod issue of a shared schema, as a page that checks a schema itself holds it: by the code the
 * issue names itself (a text made of what was typed), else by its English's code.
 */
export function localizeIssue(issue: { message: string; params?: unknown }): string {
  if (currentLanguage() !== 'nl') return issue.message;
  const own = (issue.params as { validation?: { code?: unknown; params?: unknown } } | undefined)
    ?.validation;
  const text = own && dutchByValidationCode?.(own.code, own.params ?? {});
  return text ?? localizeValidationMessage(issue.message);
}

interface FieldIssueLike {
  code?: unknown;
  params?: unknown;
  message?: unknown;
}

/**
 * One of the api's field messages (`fieldIssues`) in the shop's current language: the Dutch of
 * its code, a validation code or one of the api's own; else its English as text.
 */
export function localizeFieldIssue(issue: FieldIssueLike, message: string): string {
  if (currentLanguage() !== 'nl') return message;
  const text =
    dutchByValidationCode?.(issue.code, issue.params) ?? dutchByCode?.(issue.code, issue.params);
  return text ?? localizeMessage(message);
}

/** The field issue whose English is the body's message: the first field's, for invalid_data. */
function issueOfMessage(fieldIssues: unknown, message: unknown): FieldIssueLike | undefined {
  if (!fieldIssues || typeof fieldIssues !== 'object') return undefined;
  for (const issues of Object.values(fieldIssues as Record<string, unknown>)) {
    if (!Array.isArray(issues)) continue;
    const found = issues.find(
      (i: unknown) => !!i && typeof i === 'object' && (i as FieldIssueLike).message === message,
    ) as FieldIssueLike | undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * What an api error body says, in the shop's current language: the Dutch of its `code`; for a
 * code whose message is a field's own (`invalid_data`, `contact_required`), the Dutch of that
 * field's code; else `message` (the body's English, or what stood in for it) translated as text.
 */
export function localizeApiMessage(body: unknown, message: string): string {
  if (currentLanguage() !== 'nl') return message;
  if (body && typeof body === 'object') {
    const { code, params, fieldIssues } = body as {
      code?: unknown;
      params?: unknown;
      fieldIssues?: unknown;
    };
    const text = dutchByCode?.(code, params);
    if (text !== undefined) return text;
    const issue = issueOfMessage(fieldIssues, (body as { message?: unknown }).message);
    if (issue) return localizeFieldIssue(issue, message);
  }
  return localizeMessage(message);
}
