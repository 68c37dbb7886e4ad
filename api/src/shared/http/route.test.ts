import { Router } from 'express';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { IdParam } from '@shop/contracts';
import { defineRoute } from './route';

const base = { tags: ['test'], summary: 'test', access: 'public' as const };

describe('defineRoute', () => {
  it('refuses a route whose path parameter no schema parses', () => {
    expect(() =>
      defineRoute(Router(), { ...base, method: 'get', path: '/unparsed-things/:id' }, () => null),
    ).toThrow('get /unparsed-things/:id: no schema parses :id');
  });

  it('refuses an :id parsed by anything but the shared IdParam', () => {
    const params = z.object({ id: z.coerce.number().int().positive() });
    expect(() =>
      defineRoute(
        Router(),
        { ...base, method: 'get', path: '/loose-things/:id', params },
        () => null,
      ),
    ).toThrow('must be parsed by IdParam');
  });

  it('takes an :id parsed by IdParam, also inside a wider schema', () => {
    const params = IdParam.extend({ slug: z.string() });
    expect(() =>
      defineRoute(
        Router(),
        { ...base, method: 'get', path: '/strict-things/:slug/:id', params },
        () => null,
      ),
    ).not.toThrow();
  });
});
