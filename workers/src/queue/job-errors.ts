/**
 * A job that can never succeed (its payload breaks the contract, no processor knows its name):
 * it fails at once instead of being retried. BullMQ gets an UnrecoverableError in its place.
 */
export class NonRetryableJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NonRetryableJobError';
  }
}
