/**
 * The web project shares one jsdom between test files (web/vitest.config.ts). Before each file,
 * after infra/testing/fresh-file.ts, this empties it as a fresh one would be: no elements, no
 * attributes on the root, no cookies, no stored values.
 */
document.head.replaceChildren();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body]) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}
for (const cookie of document.cookie.split('; ').filter(Boolean)) {
  document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
localStorage.clear();
sessionStorage.clear();

export {};
