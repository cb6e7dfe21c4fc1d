import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/env.ts';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'];

/**
 * The origin for links a page gives out (canonical, hreflang, og:url, the sitemap, robots.txt):
 * PUBLIC_URL when set (production requires it). Without it, the request's own host is used only
 * when it is the loopback or one of ALLOWED_HOSTS, so a forged Host header cannot plant another
 * site's address in pages a cache or a crawler keeps; any other host gets the local address.
 */
export function baseUrlOf(request: FastifyRequest, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const hostname = request.hostname.toLowerCase();
  const known = LOOPBACK_HOSTS.includes(hostname) || config.allowedHosts.includes(hostname);
  if (!known) return `http://localhost:${config.port}`;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${hostname}${request.port ? `:${request.port}` : ''}`;
}
