import { createHash } from 'node:crypto';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';

interface ServedDocument {
  document: OpenApiDocument;
  json: string;
  etag: string;
}

let served: ServedDocument | undefined;

/** The document only changes with the code, so it is built once per process, not per app or request. */
function servedDocument(): ServedDocument {
  if (!served) {
    const document = buildOpenApiDocument();
    const json = JSON.stringify(document);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    served = { document, json, etag };
  }
  return served;
}

/**
 * `GET /api/openapi.json`, the API reference generated from the contract, and `GET /api/docs`, a
 * page that reads it (Swagger UI served from the server's own dependencies: the storefront's build
 * never holds any of it). The page's scripts and styles are files on our origin, so the shop's
 * content security policy serves it unchanged.
 */
export async function registerApiReference(app: FastifyInstance) {
  const { document, json, etag } = servedDocument();

  app.get('/api/openapi.json', (request, reply) => {
    // Clients keep the document and ask again with its ETag: a new deploy answers a new one.
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  // The plugin's types describe OpenAPI 3.0 documents only; it serves a 3.1 one unchanged.
  const specification = { document: document as unknown as StaticDocumentSpec['document'] };
  await app.register(swagger, { mode: 'static', specification });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: {
      deepLinking: true,
      defaultModelsExpandDepth: 0,
      docExpansion: 'list',
      tryItOutEnabled: false,
    },
    validatorUrl: false,
    theme: { title: 'Sampan Coffee API reference' },
  });
}
