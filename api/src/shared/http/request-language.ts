import type { Request } from 'express';
import type { Language } from '@shop/contracts';

/**
 * The language a request speaks: the shop's web app sends the language the customer chose as
 * `Accept-Language`; the first listed language the shop speaks wins, English by default.
 */
export function requestLanguage(req: Pick<Request, 'headers'>): Language {
  const header = req.headers['accept-language'];
  if (typeof header !== 'string') return 'en';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const primary = tag.split('-')[0];
    if (primary === 'nl' || primary === 'en') return primary;
  }
  return 'en';
}
