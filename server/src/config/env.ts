import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The only reader of process.env: everything else receives a Config. */
export interface Config {
  port: number;
  /** Where to listen: every interface in production, the loopback only otherwise (HOST overrides). */
  host: string;
  production: boolean;
  /** NODE_ENV=development: dev routes answer every address, not only the loopback. */
  development: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  /** Sender of outgoing email; the shop's own address from its settings when not set. */
  mailFrom: string | undefined;
  shopNameEn: string | undefined;
  shopNameZh: string | undefined;
  webDist: string;
  /**
   * The shop's public address for canonical links, the sitemap and emails. Required in production;
   * otherwise the request's host is used only when it is a known one (see `allowedHosts`).
   */
  publicUrl: string | undefined;
  /** Host names besides localhost that links may name when PUBLIC_URL is unset (ALLOWED_HOSTS). */
  allowedHosts: string[];
  /** The Bearer token that opens GET /metrics in production (METRICS_TOKEN); closed without one. */
  metricsToken: string | undefined;
  /** Where the nightly backups go (BACKUP_DIR); unset, the shop makes none. docs/deploy.md. */
  backupDir: string | undefined;
  logLevel: string;
  /**
   * Which proxies may name the client in X-Forwarded-For (TRUST_PROXY: addresses and CIDRs
   * separated by commas). Unset, the socket's address is the client: behind a load balancer that
   * would make every shopper one client of the per-client limits.
   */
  trustProxy: string[] | false;
}

/** Where an email's links point: the public address, or this server on the loopback outside production. */
export const emailLinkBase = (config: Config): string =>
  config.publicUrl ?? `http://localhost:${config.port}`;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST || (production ? '0.0.0.0' : 'localhost'),
    production,
    development: env.NODE_ENV === 'development',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    shopNameEn: env.SHOP_NAME_EN || undefined,
    shopNameZh: env.SHOP_NAME_ZH || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    allowedHosts: commaList(env.ALLOWED_HOSTS).map((host) => host.toLowerCase()),
    metricsToken: env.METRICS_TOKEN || undefined,
    webDist: resolve(env.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const list = commaList(value);
  return list.length > 0 ? list : false;
}

/** A setting that stops the server from starting, with what to do about it. */
export class ConfigError extends Error {}

/**
 * What a server needs before it may listen, beyond what loadConfig reads. Scripts such as backups
 * load the same Config without serving, so this is checked by the server alone.
 */
export function checkServingConfig(config: Config): void {
  if (config.production && !config.publicUrl) {
    throw new ConfigError(
      'PUBLIC_URL must be set in production (e.g. PUBLIC_URL=https://shop.example.com): links in pages, the sitemap and emails are built from it.',
    );
  }
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
