import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/env.ts';
import { ApiError } from './api-error.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A request from this machine itself: a loopback socket that no proxy relayed (a proxy on the same
 * machine connects from the loopback for clients anywhere, and says so in a forwarding header).
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  const relayed = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined;
  return !relayed && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/**
 * The dev routes under /dev/ (the outbox with its one-time codes, the jobs clock) exist only
 * outside production, and even there answer only this machine unless NODE_ENV=development says
 * a developer's network may reach them. Anyone else gets the 404 of a path that does not exist.
 * The check is attached to those routes alone as they are added (the route's path, not the raw
 * URL, so no spelling of the path slips past), so no other request pays for it.
 */
export function guardDevRoutes(app: FastifyInstance, config: Config) {
  if (config.development) return;
  const onlyThisMachine = async (request: FastifyRequest) => {
    if (!fromThisMachine(request)) throw new ApiError('NOT_FOUND');
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/dev/')) return;
    route.onRequest = [onlyThisMachine, ...[route.onRequest ?? []].flat()];
  });
}
