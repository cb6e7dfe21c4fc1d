import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env.ts';
import type { Db, PoolReading } from './db/database.ts';
import { bankReconciliationHandlers } from './flows/bank-reconciliation.handlers.ts';
import { flowHandlers } from './flows/flows.handlers.ts';
import { paymentDeadlineJob } from './flows/payment-deadline.job.ts';
import { subscriptionRenewalJob } from './flows/subscription-renewal.job.ts';
import { subscriptionReminderJob } from './flows/subscription-renewal-reminder.job.ts';
import { registerApiRoute } from './http/api.route.ts';
import { ApiError } from './http/api-error.ts';
import { registerApiReference } from './http/api-reference/api-reference.route.ts';
import { registerCompression } from './http/compression.ts';
import { guardDevRoutes } from './http/dev-routes-guard.ts';
import { toErrorEnvelope } from './http/error-envelope.ts';
import { registerHealthRoute } from './http/health.route.ts';
import { registerMetricsRoute } from './http/metrics.route.ts';
import type { PageReads } from './http/page-head/page-reads.ts';
import { registerSitemap } from './http/page-head/sitemap.route.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerStorefront } from './http/storefront.route.ts';
import { redactUrl } from './http/url-redaction.ts';
import {
  adminMembersHandlers,
  adminOrdersHandlers,
  auditLogHandlers,
  authenticateStaff,
  catalogAdminHandlers,
  contentAdminHandlers,
  dashboardHandlers,
  paymentsAdminHandlers,
  pickListHandlers,
  privacyAdminHandlers,
  promotionsAdminHandlers,
  reviewsAdminHandlers,
  settingsAdminHandlers,
  staffAuthHandlers,
  subscriptionsAdminHandlers,
} from './modules/admin/index.ts';
import { cartHandlers, forgottenCartJob, sweepAccessTokensJob } from './modules/cart/index.ts';
import {
  catalogHandlers,
  listCategoryIds,
  listShownProductIds,
  readCategory,
  registerArtRoute,
  registerUploadedImagesRoute,
} from './modules/catalog/index.ts';
import {
  contentHandlers,
  findBlogPost,
  findFirstSectionItem,
  listBlogPostSlugs,
} from './modules/content/index.ts';
import { lookupsHandlers, readShopInfo } from './modules/lookups/index.ts';
import {
  accountHandlers,
  authenticateMember,
  authHandlers,
  newsletterHandlers,
  privacyHandlers,
  pruneAuthRowsJob,
  registerOneClickUnsubscribeRoute,
  savedListHandlers,
} from './modules/members/index.ts';
import { readOutbox, registerDevOutboxRoute, registerOutbox } from './modules/messages/index.ts';
import {
  backupsAdminHandlers,
  nightlyBackupJob,
  registerBackupRoute,
  registerDevRunJobsRoute,
  registerJobClock,
} from './modules/operations/index.ts';
import { ordersHandlers, paymentReceiptHandlers, paymentReminderJob } from './modules/orders/index.ts';
import { loyaltyHousekeepingJob, pointsHandlers } from './modules/points/index.ts';
import { backInStockJob, stockNotifyHandlers } from './modules/restock/index.ts';
import { reviewHandlers } from './modules/reviews/index.ts';
import { subscriptionHandlers } from './modules/subscriptions/index.ts';

/** What the page heads and the sitemap read, from the domains' front doors (http/ names no domain). */
const pageReads: PageReads = {
  shopInfo: readShopInfo,
  category: readCategory,
  firstSectionItem: findFirstSectionItem,
  blogPost: findBlogPost,
  categoryIds: listCategoryIds,
  activeProductIds: listShownProductIds,
  blogPostSlugs: listBlogPostSlugs,
};

export interface AppDeps {
  config: Config;
  db: Db;
  /** The connection pool's numbers for GET /metrics (the Database's readPool). */
  readPool?: () => PoolReading;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

const ONE_MIB = 1024 * 1024;

/** Builds the whole app without listening, so tests can call it through `inject`. */
export async function buildApp({ config, db, readPool, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: ONE_MIB,
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      ...(logStream && { stream: logStream }),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'password',
          'token',
          'otp',
          'confirm_password',
          'access_token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
  });

  app.setErrorHandler((error, request, reply) => {
    const mapped = toErrorEnvelope(error);
    if (mapped.internal) request.log.error({ err: error }, 'request failed');
    if (mapped.body.retry_after !== undefined) reply.header('retry-after', String(mapped.body.retry_after));
    return reply.status(mapped.http).send(mapped.body);
  });

  registerSecurityHeaders(app);
  guardDevRoutes(app, config);
  await registerCompression(app);
  const outbox = registerOutbox(app, { config, db });
  const authenticate = { member: authenticateMember, staff: authenticateStaff };
  registerApiRoute(app, { config, db, outbox }, authenticate, [
    ...lookupsHandlers,
    ...catalogHandlers,
    ...contentHandlers,
    ...newsletterHandlers,
    ...stockNotifyHandlers,
    ...authHandlers,
    ...accountHandlers,
    ...savedListHandlers,
    ...reviewHandlers,
    ...privacyHandlers,
    ...cartHandlers,
    ...ordersHandlers,
    ...subscriptionHandlers,
    ...paymentReceiptHandlers,
    ...flowHandlers,
    ...bankReconciliationHandlers,
    ...pointsHandlers,
    ...staffAuthHandlers,
    ...adminMembersHandlers,
    ...adminOrdersHandlers,
    ...pickListHandlers,
    ...subscriptionsAdminHandlers,
    ...auditLogHandlers,
    ...backupsAdminHandlers,
    ...dashboardHandlers,
    ...catalogAdminHandlers,
    ...settingsAdminHandlers,
    ...paymentsAdminHandlers,
    ...contentAdminHandlers,
    ...promotionsAdminHandlers,
    ...privacyAdminHandlers,
    ...reviewsAdminHandlers,
  ]);
  await registerApiReference(app);
  // Every scheduled job, in the order one run takes them (docs/jobs.md: adding a job).
  const jobs = [
    pruneAuthRowsJob,
    sweepAccessTokensJob,
    loyaltyHousekeepingJob,
    paymentDeadlineJob(config),
    paymentReminderJob(config),
    // After the deadline job, so the stock its cancellations put back can go to renewals.
    subscriptionRenewalJob(config),
    subscriptionReminderJob(config),
    // After the deadline job, so stock its cancellations put back is announced in the same run.
    backInStockJob(config),
    forgottenCartJob(config),
    ...(config.backupDir ? [nightlyBackupJob(config.backupDir)] : []),
  ];
  registerJobClock(app, db, jobs);
  registerBackupRoute(app, config, db);
  registerHealthRoute(app, db);
  registerMetricsRoute(app, { config, readings: { outbox: () => readOutbox(db), pool: readPool } });
  registerOneClickUnsubscribeRoute(app, { config, db });
  if (!config.production) registerDevOutboxRoute(app, db);
  if (!config.production) registerDevRunJobsRoute(app, db, jobs);
  registerArtRoute(app);
  registerUploadedImagesRoute(app, config);
  registerSitemap(app, { config, db, pageReads });
  const servePage = await registerStorefront(app, { config, db, pageReads });

  app.setNotFoundHandler(async (request, reply) => {
    if (await servePage?.(request, reply)) return reply;
    const isApi = request.url.startsWith('/api/');
    const error =
      isApi && request.method !== 'POST'
        ? new ApiError('METHOD_NOT_ALLOWED')
        : new ApiError(isApi ? 'UNKNOWN_CALL' : 'NOT_FOUND');
    const mapped = toErrorEnvelope(error);
    return reply.status(mapped.http).send(mapped.body);
  });

  return app;
}
