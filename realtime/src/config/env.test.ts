import { describe, expect, it } from 'vitest';
import { loadRealtimeConfig } from './env';

const REQUIRED = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  DATABASE_URL: 'postgresql://shop@127.0.0.1:5432/shop',
  REALTIME_SECRET: 'a-realtime-secret-of-at-least-32-characters',
};

describe('realtime gateway configuration', () => {
  it('without ALLOWED_ORIGINS, allows the shop on localhost and 127.0.0.1 at port 3000, as the api does', () => {
    for (const env of [REQUIRED, { ...REQUIRED, ALLOWED_ORIGINS: '' }]) {
      expect(loadRealtimeConfig(env).allowedOrigins).toEqual([
        'http://localhost:3000',
        'http://127.0.0.1:3000',
      ]);
    }
  });

  it("follows the api's PORT for the default origins", () => {
    expect(loadRealtimeConfig({ ...REQUIRED, PORT: '8080' }).allowedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });

  it('takes ALLOWED_ORIGINS as a comma separated list', () => {
    const config = loadRealtimeConfig({
      ...REQUIRED,
      ALLOWED_ORIGINS: 'https://italieno.nl , https://www.italieno.nl,',
    });
    expect(config.allowedOrigins).toEqual(['https://italieno.nl', 'https://www.italieno.nl']);
  });

  it('listens on 3001 by default and refuses a short secret', () => {
    expect(loadRealtimeConfig(REQUIRED).port).toBe(3001);
    expect(() => loadRealtimeConfig({ ...REQUIRED, REALTIME_SECRET: 'short' })).toThrow(
      /REALTIME_SECRET must be at least 32 characters/,
    );
  });

  it('needs the database drivers are read from and tracks are written to', () => {
    expect(loadRealtimeConfig(REQUIRED).databaseUrl).toBe(REQUIRED.DATABASE_URL);
    const { DATABASE_URL: _omitted, ...withoutDatabase } = REQUIRED;
    expect(() => loadRealtimeConfig(withoutDatabase)).toThrow(/DATABASE_URL/);
    expect(() => loadRealtimeConfig({ ...REQUIRED, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgresql:\/\/ URL/,
    );
  });
});
