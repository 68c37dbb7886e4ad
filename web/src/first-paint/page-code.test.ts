import { describe, expect, it } from 'vitest';
import {
  type PageCode,
  pageCodeScript,
  preloadPageCode,
  readPageCode,
  runInSteps,
} from './page-code';

const CODE: PageCode = {
  app: ['assets/vendor.js', 'assets/shell.js'],
  bootstrap: 'assets/bootstrap.js',
  page: ['assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/d.js', 'assets/e.js', 'assets/f.js'],
  later: ['assets/live.js'],
};

function documentWith(head: string, body: string): Document {
  const html = `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
  return new DOMParser().parseFromString(html, 'text/html');
}

const preloads = (document: Document) =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (link) =>
    new URL(link.href).pathname.slice(1),
  );

describe('the painted page’s code in its document', () => {
  it('comes back as the server named it, even a name that would close the element', () => {
    const code = { ...CODE, later: ['assets/</script><script>alert(1)</script>.js'] };
    const document = documentWith('', pageCodeScript(code));

    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageCode(document)).toEqual(code);
  });

  it('is none when the document has no block, or one that is not the code’s', () => {
    expect(readPageCode(documentWith('', '<div id="root"></div>'))).toBeNull();
    for (const broken of ['{', '[]', '{"app":[1],"bootstrap":"b","page":[],"later":[]}']) {
      const block = `<script type="application/json" id="page-code">${broken}</script>`;
      expect(readPageCode(documentWith('', block)), broken).toBeNull();
    }
  });
});

describe('asking for the painted page’s code', () => {
  it('links every file once, in order, except what the document links already', async () => {
    const document = documentWith('<link rel="modulepreload" href="/assets/shell.js">', '');

    await preloadPageCode(document, CODE);

    expect(preloads(document)).toEqual([
      'assets/shell.js',
      'assets/vendor.js',
      'assets/bootstrap.js',
      ...CODE.page,
      ...CODE.later,
    ]);
    // As Vite's loader links them, so that it finds them and adds none of its own.
    const link = document.querySelector('link[href$="/assets/a.js"]');
    expect(link?.getAttribute('crossorigin')).toBe('');
  });

  it('links a few files per task, so that no task grows long', async () => {
    const document = documentWith('', '');

    const done = preloadPageCode(document, CODE);
    const inFirstTask = preloads(document).length;
    await done;

    expect(inFirstTask).toBeGreaterThan(0);
    expect(inFirstTask).toBeLessThan(preloads(document).length);
  });

  it('stops running the chunks at one that cannot be loaded, without failing', async () => {
    const document = documentWith('', '');

    await expect(runInSteps(document, ['assets/missing.js', 'assets/other.js'])).resolves.toBe(
      undefined,
    );
  });
});
