import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import type { Database } from './db/connection';
import { lazySchemaController } from './lib/lazy-schema-compilers';
import { requestLogView } from './lib/log-privacy';
import { adminDashboardRoutes } from './modules/admin-dashboard';
import { auctionsAdminRoutes, auctionsModule, containersRoutes } from './modules/auctions';
import { auditRoutes } from './modules/audit';
import { authModule } from './modules/auth';
import { clockRoutes } from './modules/clock';
import { contactRoutes } from './modules/contact';
import { galleryRoutes } from './modules/gallery';
import { hallFloorRoutes } from './modules/hall-floor';
import { hallSalesAdminRoutes, hallSalesRoutes } from './modules/hall-sales';
import {
  assertRegistrationAcknowledgement,
  assertRegistrationConsents,
  consentDeviceOf,
  legalRoutes,
  recordPushConsentChange,
  recordRegistrationAcknowledgement,
  recordRegistrationConsents,
} from './modules/legal';
import { liveRoutes } from './modules/live';
import { mailPlugin } from './modules/mail';
import { createMediaStore, imageRoutes, mediaRoutes } from './modules/media';
import { metricsModule } from './modules/metrics';
import { newsRoutes } from './modules/news';
import { notificationsModule } from './modules/notifications';
import { pigeonsAdminRoutes, pigeonsRoutes } from './modules/pigeons';
import { privacyRoutes } from './modules/privacy';
import { pushModule } from './modules/push';
import { remotesRoutes } from './modules/remotes';
import { retentionModule, retentionRoutes } from './modules/retention';
import { saleRequestsRoutes } from './modules/sale-requests';
import { sessionRoutes } from './modules/session';
import { settlementModule } from './modules/settlement';
import { siteAdminRoutes, siteInfoRoutes } from './modules/site-info';
import { createSmsGateway, devOutboxRoutes, type SmsGateway } from './modules/sms';
import { staffRoutes } from './modules/staff';
import { trustRoutes } from './modules/trust';
import { usersRoutes } from './modules/users';
import { watchlistRoutes } from './modules/watchlist';
import { lcpImagesFinder } from './modules/web';
import { openapiOptions } from './openapi';
import { apiHeadersPlugin } from './plugins/api-headers';
import { callablePlugin } from './plugins/callable';
import { csrfPlugin } from './plugins/csrf';
import { databasePlugin } from './plugins/database';
import {
  clientErrorHandler,
  errorHandlerPlugin,
  sendFailure,
  toFailure,
} from './plugins/error-handler';
import { hostCheckPlugin } from './plugins/host-check';
import { pagedListPlugin } from './plugins/paged-list';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticAppsPlugin } from './plugins/static-apps';
import { textGuardPlugin } from './plugins/text-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where texts to phones go (the development outbox or the HTTP gateway). */
    sms: SmsGateway;
  }
}

export interface AppOptions {
  config: AppConfig;
  /** Opened and migrated by the caller, who also closes it after the app. */
  database: Database;
}

/** Files shipped with the server: corporate pages and brand images. */
export const staticDir = path.resolve(__dirname, '..', 'static');

/** What is worth compressing; never text/event-stream. */
export const COMPRESSIBLE_TYPES =
  /^(text\/(html|css|plain|csv|javascript|xml)|application\/(json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)(;|$)/;

/** JSON bodies are small everywhere (forms, bids); uploads would get their own limit. */
export const bodyLimit = 64 * 1024;

/** The whole application as one plugin: external plugins, app plugins, then modules. */
export const appPlugin = fp<AppOptions>(
  async (app, { config, database }) => {
    // Only JSON is parsed. A cross-site form can post text/plain without a preflight; with no
    // parser for it such a request is refused before any handler runs.
    app.removeContentTypeParser('text/plain');

    await app.register(swagger, openapiOptions(config.publicUrl));

    // Brotli or gzip for every text answer made on the fly (the API, the page, the manifests);
    // the apps' files were compressed at build time and go out as they are. Live streams
    // (text/event-stream) are left alone: compressing would hold their events back.
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: COMPRESSIBLE_TYPES,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    });
    await app.register(errorHandlerPlugin);
    // Before everything else: it times every route, and the live module reports to it.
    await app.register(metricsModule, { database, token: config.metricsToken });
    await app.register(hostCheckPlugin, { publicUrl: config.publicUrl });
    await app.register(securityHeadersPlugin, {
      publicUrl: config.publicUrl,
      remoteManifests: Object.values(config.remotes),
    });
    await app.register(apiHeadersPlugin);
    await app.register(databasePlugin, { database });
    await app.register(cookie);
    await app.register(sessionPlugin, { secureCookies: config.publicUrl?.startsWith('https:') });
    await app.register(csrfPlugin, { publicUrl: config.publicUrl });
    await app.register(textGuardPlugin);
    await app.register(callablePlugin);
    await app.register(pagedListPlugin);
    // The local folder or the bucket every instance shares.
    const mediaStore = createMediaStore(config);
    app.addHook('onClose', async () => mediaStore.close());
    await app.register(staticAppsPlugin, {
      appsDir: config.appsDir,
      mediaStore,
      staticDir,
      remotes: config.remotes,
      ssrTimeoutMs: config.ssrTimeoutMs,
      publicUrl: config.publicUrl,
    });

    await app.register(siteInfoRoutes);
    await app.register(remotesRoutes);
    await app.register(clockRoutes);
    await app.register(sessionRoutes);

    // Production cannot get here without a gateway: loadConfig refuses to start without one.
    const sms = createSmsGateway(config.sms);
    app.decorate('sms', sms);
    await app.register(mediaRoutes, { store: mediaStore, ffmpegPath: config.ffmpegPath });
    app.lcpImageFinder.find = lcpImagesFinder(app);
    await app.register(imageRoutes, { store: mediaStore });
    await app.register(authModule, {
      sms,
      smsBudgetFactor: config.smsBudgetFactor,
      registrationTexts: {
        assertCurrent: assertRegistrationAcknowledgement,
        record: recordRegistrationAcknowledgement,
        assertConsents: assertRegistrationConsents,
        recordConsents: recordRegistrationConsents,
      },
    });
    await app.register(usersRoutes);
    await app.register(staffRoutes, { dataDir: config.dataDir, media: mediaStore });
    // The outbox shows every code the site sent: only while it is the gateway (whatever
    // NODE_ENV says), and then only to this machine (the routes check the caller).
    if (sms.kind === 'dev-outbox') await app.register(devOutboxRoutes);

    await app.register(galleryRoutes, { mediaDir: config.mediaDir });
    await app.register(auctionsModule, { legacyBidSignature: config.legacyBidSignature });
    await app.register(containersRoutes);
    await app.register(pigeonsRoutes);
    await app.register(watchlistRoutes);
    await app.register(privacyRoutes);
    await app.register(trustRoutes);
    await app.register(retentionRoutes);
    await app.register(hallSalesRoutes);
    await app.register(newsRoutes, { media: mediaStore });
    await app.register(mailPlugin, { config: config.mail });
    await app.register(pushModule, {
      config: config.push,
      dataDir: config.dataDir,
      consents: {
        record: (tx, userId, granted, request, deviceId) =>
          recordPushConsentChange(tx, userId, granted, consentDeviceOf(request, deviceId)),
      },
    });
    await app.register(notificationsModule, {
      publicUrl: config.publicUrl,
      linkOrigin: config.linkOrigin,
    });
    await app.register(contactRoutes);
    await app.register(liveRoutes, { settings: config.live });

    // The operations console (mf-admin at /yonetim): staff calls, one plugin per area.
    await app.register(adminDashboardRoutes);
    await app.register(auditRoutes);
    await app.register(pigeonsAdminRoutes);
    await app.register(saleRequestsRoutes);
    await app.register(auctionsAdminRoutes, { linkOrigin: config.linkOrigin });
    await app.register(hallFloorRoutes);
    await app.register(hallSalesAdminRoutes);
    await app.register(settlementModule);
    await app.register(retentionModule);
    await app.register(siteAdminRoutes, { staticDir });
    await app.register(legalRoutes);

    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'kanat-app' },
);

export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    // A request's log line names its client's network, not its address (lib/log-privacy.ts).
    logger: { level: options.config.logLevel, serializers: { req: requestLogView } },
    bodyLimit,
    // Exactly one proxy hop (the load balancer in front): the client address is the one it
    // appended, never an X-Forwarded-For entry the client wrote itself.
    trustProxy: options.config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    // Server-side validation errors must not echo the whole schema back.
    ajv: { customOptions: { allErrors: false } },
    // Tests build hundreds of apps: each route's schemas are compiled when first used.
    ...(options.config.lazySchemas ? { schemaController: lazySchemaController } : {}),
    // Requests the HTTP parser refuses still get a Turkish answer in the API's shape.
    clientErrorHandler,
    // A path the router cannot decode (`/api/auctions/%C0%AF`) is refused through the same
    // error handling as everything else, not with Fastify's English default.
    frameworkErrors: (error, request, reply) => sendFailure(request, reply, toFailure(error)),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.register(appPlugin, options);
  return app;
}
