import Fastify from 'fastify';
import { offThread } from './off-thread.ts';

/**
 * What this machine can serve at best for one answer: a Fastify route that does no work and sends
 * the same bytes, loaded the same way. A call's req/s over this is the share its own work leaves.
 */
export async function ceiling(url: string, body: object, seconds: number): Promise<number> {
  const answer = await (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).text();
  const bare = Fastify();
  bare.post('/bare', async (_request, reply) => reply.type('application/json').send(answer));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const result = await offThread({ kind: 'post', name: 'ceiling', url: `${address}/bare`, body, seconds });
    return result.requestsPerSecond;
  } finally {
    await bare.close();
  }
}
