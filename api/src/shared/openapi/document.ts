import { OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registry } from './registry';

/** The OpenAPI document of every route defined so far, generated from the contracts. */
export function buildOpenApiDocument() {
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Italieno shop API',
      version: '1.0.0',
      description:
        'The api of the Italieno web shop. Errors are JSON: { type, code, message, params?, fieldErrors?, fieldIssues? }, fieldIssues giving the code of every field message.',
    },
    servers: [{ url: '/' }],
  });
}
