import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MikroORM } from '@mikro-orm/postgresql';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { fastifyOptions } from '../../fastify.config';
import type { Config } from './config';
import { imagesVersion } from './lib/images-version';
import { retryAfterHeader } from './lib/retry-later';
import { registerApiDocs } from './http/api-docs';
import { registerPublicFormBodyLimit } from './http/body-limits';
import { registerBatchCap } from './http/trpc-batches';
import { errorEnvelope } from './http/error-envelope';
import { registerClosingServer } from './http/closing-server';
import { registerCompression } from './http/compression';
import { registerCsvExports } from './http/csv-exports';
import { registerPersonalDataExport } from './http/personal-data-export';
import { registerApplicationCvRoute } from './http/application-cv-route';
import { registerCrossOrigin } from './http/cross-origin';
import { deviceCookieOf, registerDeviceCookie, rememberDevice } from './http/device-cookie';
import { registerBearerChallenge } from './http/bearer-challenge';
import { registerImageRoutes } from './http/image-routes';
import { registerMediaRoutes } from './http/media-routes';
import { publicCacheKeys } from './http/cacheable-requests';
import { dependsOnContent, registerPublicResponseCache } from './http/public-response-cache';
import { registerPublicWriteLimits, takePublicWriteRefusal } from './http/public-write-limits';
import { registerApiKeyLimits } from './http/api-key-limits';
import { buildOpenApiDocument } from './http/openapi-document';
import { registerRestApi } from './http/rest-api';
import { registerRequestId, requestIdOptions } from './http/request-id';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { answerFrameworkError } from './http/framework-errors';
import { registerSeoRoutes } from './http/seo-routes';
import { registerPages } from './http/pages';
import { RenderQueue } from './lib/render-queue';
import { registerRedirects } from './http/redirects';
import { ResponseCache } from './http/response-cache';
import { registerStaticClient } from './http/static-client';
import { registerDevClient } from './http/dev-client';
import { appRouter, type AppRouter } from './trpc/app-router';
import { createContextFactory } from './trpc/context';
import { DATABASE_UNAVAILABLE } from './trpc/trpc';
import { DATABASE_FAULT_HEADERS } from './http/database-fault-headers';
import { isDatabaseFault } from './db/database-faults';
import { openContentChangeFeed } from './db/content-changes';
import { startJobQueue } from './lib/job-queue';
import { registerNewsletterPages } from './http/newsletter-pages';
import { startMailer } from '../modules/mail';
import { startNewsletterJobs } from '../modules/newsletter';
import { startRetention } from '../modules/privacy';
import { startScheduledBackups } from './db/backup';
import { startActivityRetention } from '../modules/activity';
import { startWebhooks } from '../modules/webhooks';
import { startDraftScheduler } from './trpc/draft-scheduler';
import { postJsonOutbound } from './http/outbound-post';
import { TRPC_PATH } from '../shared/api-paths';
import type { ContentTag } from './content-tags';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PUBLIC_CACHE_BYTES = 64 * 1024 * 1024;
// Changes arrive by notification; the expiry only catches what depends on the clock (the footer's year).
const PUBLIC_CACHE_TTL_MS = 60_000;

export type AppOptions = {
  config: Config;
  orm: MikroORM;
  logger?: FastifyServerOptions['logger'];
  clientDir?: string;
};

/** Builds the whole HTTP application; main.ts and the tests both start it from here. */
export async function buildApp({ config, orm, logger, clientDir }: AppOptions): Promise<FastifyInstance> {
  const headers = await securityHeaders({ hsts: config.hsts });
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    ...fastifyOptions,
    ...requestIdOptions,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError(headers),
  });
  registerRequestId(app);
  registerClosingServer(app);

  // Fastify's own refusals (malformed JSON, oversized or mistyped bodies) leave in the envelope too.
  app.setErrorHandler((error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
    // Sitemap, feed, CSV and image routes meet the database directly: a fault there is a 503 too.
    if (isDatabaseFault(error)) {
      request.log.warn({ err: error }, 'database fault');
      return reply.code(503).headers(DATABASE_FAULT_HEADERS).send(errorEnvelope(503, DATABASE_UNAVAILABLE));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Malformed JSON in request body'
        : status === 429 && error.message
          ? error.message
          : undefined;
    return reply.code(status).header('cache-control', 'no-store').send(errorEnvelope(status, message));
  });

  registerSecurityHeaders(app, headers);
  registerCrossOrigin(app, { staffOrigins: config.corsOrigins });
  registerDeviceCookie(app, { secure: config.baseUrl.startsWith('https:') });
  registerBearerChallenge(app);
  registerBatchCap(app);
  registerPublicFormBodyLimit(app, appRouter);
  await registerPublicWriteLimits(app, { router: appRouter, max: config.publicWriteLimit, redisUrl: config.redisUrl });
  await registerApiKeyLimits(app, { ...config.apiKeyRateLimit, redisUrl: config.redisUrl });

  // Before the cache, so Vite's modules are never stored and hits carry the dev CSP too.
  const devClient = config.hotReload ? await registerDevClient(app, { projectRoot }) : undefined;
  // Before the cache: a redirect's path answers its redirect, never a page stored before it existed.
  const redirects = await registerRedirects(app, orm.em);
  const rereadRedirects = (reading: Promise<void>) => reading.catch((err: unknown) => app.log.warn({ err }, 'could not re-read the redirects'));
  const publicCache = new ResponseCache({ maxEntries: config.publicCacheEntries, maxBytes: PUBLIC_CACHE_BYTES });
  // An edited page must not be answered from the cache.
  devClient?.onSourceChange(() => publicCache.clear());
  const changeFeed = await openContentChangeFeed(orm, {
    onChange: (tags) => {
      if (tags === 'unknown') publicCache.clear();
      else publicCache.invalidate(tags);
      void rereadRedirects(redirects.contentChanged(tags));
    },
    onListening: (listening) => {
      publicCache.setTrusted(listening);
      // Announcements sent while the feed was down are lost: the table is read again.
      if (listening) void rereadRedirects(redirects.reload());
    },
    onError: (err) => app.log.warn({ err }, 'content change feed interrupted; public cache off until it is back'),
  });
  app.addHook('onClose', () => changeFeed.close());
  // The write already happened: a failed announcement is logged, never turned into a failed write.
  const contentChanged = async (tags: readonly ContentTag[]) => {
    if (tags.length === 0) return;
    publicCache.invalidate(tags);
    // This instance answers the staff's next request with the table as it now is.
    await rereadRedirects(redirects.contentChanged(tags));
    await changeFeed.announce(tags).catch((err: unknown) => app.log.error({ err }, 'could not announce a content change'));
  };
  registerPublicResponseCache(app, publicCache, { ttlMs: PUBLIC_CACHE_TTL_MS, cacheKeyOf: publicCacheKeys(appRouter) });
  await registerCompression(app);

  // Stopped when the server closes, after the requests in flight (which may queue mail) are answered.
  const jobs = await startJobQueue(orm.config.get('clientUrl')!, (err) => app.log.error({ err }, 'job queue error'));
  // The SMTP connections close once the queue stopped, so no delivery in progress loses its connection.
  const afterJobs: (() => void)[] = [];
  app.addHook('onClose', async () => {
    await jobs.stop();
    for (const close of afterJobs) close();
  });
  const mailer = await startMailer({ em: orm.em, jobs, config: { ...config.mail, baseUrl: config.baseUrl } });
  afterJobs.push(mailer.close);
  const newsletter = await startNewsletterJobs({ em: orm.em, jobs, mailer, baseUrl: config.baseUrl });
  await startRetention({ em: orm.em, jobs });
  await startScheduledBackups({ jobs, databaseUrl: orm.config.get('clientUrl')!, dataDir: config.dataDir, keep: config.backupKeep });
  await startActivityRetention({ em: orm.em, jobs });
  const webhooks = await startWebhooks({ em: orm.em, jobs, config: config.webhooks, post: postJsonOutbound });

  await startDraftScheduler({ em: orm.em, jobs, webhooks, contentChanged });

  const createContext = createContextFactory({ em: orm.em, config, contentChanged, mailer, webhooks, newsletter, jobs });
  const contextFromRequest = (req: FastifyRequest) =>
    createContext({
      headers: req.headers,
      ip: req.ip,
      deviceToken: deviceCookieOf(req),
      rememberDevice: (token) => rememberDevice(req, token),
      readsContent: (tags) => dependsOnContent(req, tags),
      takePublicWriteRefusal: (procedure) => takePublicWriteRefusal(req, procedure),
    });

  await app.register(fastifyTRPCPlugin, {
    prefix: TRPC_PATH,
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => contextFromRequest(req),
      // Public reads that the cache stores are relabelled `no-cache` there; the rest stays out of caches.
      responseMeta: ({ errors }) => ({ headers: { 'cache-control': 'no-store', ...retryAfterHeader(errors) } }),
      onError: ({ error, path: procedure }) => {
        if (error.code === 'SERVICE_UNAVAILABLE') app.log.warn({ err: error.cause ?? error, procedure }, 'tRPC procedure met a database fault');
        else if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, procedure }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerMediaRoutes(app, contextFromRequest);
  const builtClient = clientDir ?? config.clientDir ?? path.join(projectRoot, 'dist/client');
  // Vite copies public/ into the build; with hot reload the images come from public/ itself.
  const publicFiles = devClient ? path.join(projectRoot, 'public') : builtClient;
  let builtImagesVersion: Promise<string> | undefined;
  const currentImagesVersion = () => (builtImagesVersion ??= imagesVersion(path.join(publicFiles, 'images')));
  registerImageRoutes(app, { clientDir: publicFiles, imagesVersion: currentImagesVersion, createContext: contextFromRequest });
  registerCsvExports(app, contextFromRequest);
  registerPersonalDataExport(app, contextFromRequest);
  registerApplicationCvRoute(app, contextFromRequest);
  registerSeoRoutes(app, { baseUrl: config.baseUrl, createContext: contextFromRequest });
  registerNewsletterPages(app, { router: appRouter, createContext: contextFromRequest });
  registerRestApi(app, {
    router: appRouter,
    createContext: contextFromRequest,
    onServerError: (err, procedure) => app.log.error({ err, procedure }, 'REST call failed'),
  });
  await registerApiDocs(app, buildOpenApiDocument(appRouter));
  if (!devClient) await registerStaticClient(app, { clientDir: builtClient });
  registerPages(app, {
    router: appRouter,
    createContext: contextFromRequest,
    baseUrl: config.baseUrl,
    imagesVersion: currentImagesVersion,
    renders: new RenderQueue(config.renders),
    templates: {
      public: [...(devClient ? [] : [path.join(builtClient, 'index.html')]), path.join(projectRoot, 'src/client/index.html')],
      admin: [...(devClient ? [] : [path.join(builtClient, 'admin.html')]), path.join(projectRoot, 'src/client/admin.html')],
    },
    devClient,
  });

  return app;
}
