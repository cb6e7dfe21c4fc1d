import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { ONE_CLICK_PATH } from './marketing-audience.ts';
import { unsubscribeEmail } from './marketing-consent.service.ts';
import { unsubscribeTokenEmail } from './unsubscribe-token.ts';

const query = z.object({ token: z.string().max(600) });

/**
 * POST /unsubscribe/one-click?token=…: what a mail client sends for List-Unsubscribe-Post
 * (RFC 8058), with a form body of "List-Unsubscribe=One-Click". The token in the URL is the whole
 * authority, so the body is accepted in any form and not read.
 */
export function registerOneClickUnsubscribeRoute(app: FastifyInstance, deps: { config: Config; db: Db }) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
    scope.post(ONE_CLICK_PATH, async (request, reply) => {
      const parsed = query.safeParse(request.query);
      const email = parsed.success ? unsubscribeTokenEmail(deps.config, parsed.data.token) : undefined;
      if (!email) return reply.status(400).type('text/plain').send('This unsubscribe link is not valid.');
      await unsubscribeEmail(deps.db, email);
      return reply.type('text/plain').send('Unsubscribed.');
    });
  });
}
