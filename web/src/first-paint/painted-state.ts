import type { DehydratedState } from '@tanstack/react-query';

/**
 * The data a page was painted with on the server, carried in its document so the app hydrates
 * the painted page with the very same data (src/bootstrap.tsx) instead of rendering it again.
 * A JSON data block: the browser never runs it, so the Content-Security-Policy is untouched.
 */
const ELEMENT_ID = 'painted-state';

/** The data block for the document, safe inside HTML (no `<` can close the element). */
export function paintedStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The painted page's data, or null when the document has none or it cannot be read. */
export function readPaintedState(document: Document): DehydratedState | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}
