import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { paintedStateScript, readPaintedState } from './painted-state';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe('the painted page’s data in its document', () => {
  it('comes back as it was, even text that would close the element', () => {
    const queryClient = new QueryClient();
    const menu = { name: '</script><script>alert(1)</script> & <b>Calzone</b>' };
    queryClient.setQueryData(['/api/menu'], menu);
    const document = documentWith(
      `<div id="root"></div>${paintedStateScript(dehydrate(queryClient))}`,
    );

    expect(document.querySelectorAll('script')).toHaveLength(1);
    const read = new QueryClient();
    hydrate(read, readPaintedState(document) ?? {});
    expect(read.getQueryData(['/api/menu'])).toEqual(menu);
  });

  it('is none when the document has no data or it cannot be read', () => {
    expect(readPaintedState(documentWith('<div id="root"></div>'))).toBeNull();
    expect(
      readPaintedState(
        documentWith('<script type="application/json" id="painted-state">{"queries":</script>'),
      ),
    ).toBeNull();
  });
});
