import { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';

/** Routes register themselves here as their modules load (see defineRoute). */
export const registry = new OpenAPIRegistry();
