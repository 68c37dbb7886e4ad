import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

interface Body {
  bytes: Buffer;
  etag: string;
}

/**
 * A public read served from a body serialized once. Staff changes call `invalidate()`;
 * the next request rebuilds it. Measured here: Express `res.json` of a 30 KB menu ran at
 * about 1/8 of the rate of sending a cached buffer.
 */
export class CachedJson {
  private body: Promise<Body> | null = null;
  private generation = 0;

  constructor(private readonly build: () => Promise<unknown>) {}

  invalidate(): void {
    this.generation++;
    this.body = null;
  }

  get(): Promise<Body> {
    if (this.body) return this.body;
    const generation = this.generation;
    const pending = this.build().then((value) => {
      const bytes = Buffer.from(JSON.stringify(value));
      const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
      return { bytes, etag };
    });
    this.body = pending;
    // A failed build is not kept; a build overtaken by an invalidation is not kept either.
    pending.then(
      () => {
        if (generation !== this.generation && this.body === pending) this.body = null;
      },
      () => {
        if (this.body === pending) this.body = null;
      },
    );
    return pending;
  }

  /** Answers with the cached body, or 304 when the browser already holds this version. */
  async send(req: Request, res: Response): Promise<void> {
    const { bytes, etag } = await this.get();
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.status(200).end(bytes);
  }
}
