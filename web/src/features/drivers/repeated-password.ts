/**
 * The refusal when a new password and its repeat differ, as the reset page and the profile give
 * it: under the repeat, the field typed last.
 */
export const PASSWORDS_DIFFER = { message: 'The passwords do not match', path: ['confirm'] };
