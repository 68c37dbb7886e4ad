/** Values the integration global setup provides to every test file (see global-setup.ts). */
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    redisUrl: string;
    redisPort: number;
  }
}
