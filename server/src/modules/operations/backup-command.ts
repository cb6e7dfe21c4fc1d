import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Config, jwtSecret } from '../../config/env.ts';

/**
 * The key `npm run backup` shows the running server: derived from the shop's signing secret, which
 * only someone with the server's environment or data directory can read. The command and the
 * server each compute it; it never travels beyond the loopback.
 */
export function backupCommandKey(config: Config): string {
  return createHmac('sha256', jwtSecret(config)).update('npm run backup').digest('base64url');
}

export function isBackupCommandKey(config: Config, given: string): boolean {
  const expected = Buffer.from(backupCommandKey(config));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The socket's own peer, not X-Forwarded-For: a proxy on this machine must not make a remote caller local. */
export const fromLoopback = (remoteAddress: string | undefined) => LOOPBACK.has(remoteAddress ?? '');
