import { ApiError } from '@/lib/api-client';

/** The server's message for a failed call; `fallback` when the server could not be reached. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : fallback;
}
