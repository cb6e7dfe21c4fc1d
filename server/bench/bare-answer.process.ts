import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * A Fastify server of its own that does no work: every POST to /answer sends the bytes and headers
 * stored in the file named on the command line (`bare-answer.ts` writes it). Run as a process of its
 * own, as the real server is, so the two compare on the same footing.
 */
const stored = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  body: string;
  headers: Record<string, string>;
};
const bytes = Buffer.from(stored.body, 'base64');
const app = Fastify();
app.post('/answer', (_request, reply) => {
  reply.headers(stored.headers).send(bytes);
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.info(address);
