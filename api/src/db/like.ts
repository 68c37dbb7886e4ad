/** A search term as a LIKE pattern that matches it literally, anywhere in the text. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
