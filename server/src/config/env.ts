import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The only reader of process.env: everything else receives a Config. */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  /** Sender of outgoing email; the shop's own address from its settings when not set. */
  mailFrom: string | undefined;
  shopNameEn: string | undefined;
  shopNameZh: string | undefined;
  webDist: string;
  /** The shop's public address for canonical links and the sitemap; else taken from the request. */
  publicUrl: string | undefined;
  logLevel: string;
  /**
   * Which proxies may name the client in X-Forwarded-For (TRUST_PROXY: addresses and CIDRs
   * separated by commas). Unset, the socket's address is the client: behind a load balancer that
   * would make every shopper one client of the per-client limits.
   */
  trustProxy: string[] | false;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    shopNameEn: env.SHOP_NAME_EN || undefined,
    shopNameZh: env.SHOP_NAME_ZH || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    webDist: resolve(env.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value?.trim()) return false;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The signing secret: from the environment, or generated once and kept in the data directory. */
export function jwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
