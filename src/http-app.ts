import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { BadRequestException, INestApplication, NestApplicationOptions, ValidationPipe } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { WEB_DIST } from './infra/http/web-build';
import { AppConfig } from './config/app-config';
import { badRequest } from './common/errors/app-error';
import { AppErrorFilter, appErrorBody } from './common/errors/app-error.filter';
import { ERROR_CODES } from './contracts/error-codes';
import { RejectUnstorableTextPipe } from './common/http/reject-unstorable-text.pipe';
import { readRequestBodies } from './common/http/request-bodies';
import { refuseForeignWrites } from './common/http/same-origin-writes';
import { SESSION_COOKIE } from './common/http/session-cookie';
import { withViewSchemas } from './common/http/view-schema';
import { codedValidationError, flattenMessages } from './common/validation/coded';
import { DrainState } from './infra/http/drain-state';
import { closeConnectionsWhileDraining } from './infra/http/drain-http';
import { hashedAssets } from './infra/http/hashed-assets';
import { webApp } from './infra/http/web-app';
import { echoRequestId, REQUEST_ID_HEADER } from './infra/logging/request-id';
import { ROOT_LOGGER } from './infra/logging/logger-params';
import { requestLog } from './infra/logging/request-log';
import { AppMetrics } from './infra/metrics/app-metrics';
import { httpMetrics } from './infra/metrics/http-metrics';
import { ADMIN_PATH_PREFIX, staffSessions } from './modules/staff';
import { prerenderedPages } from './infra/http/prerendered-pages';
import { securityHeaders } from './infra/http/security-headers';
import { livePageRoutes } from './infra/http/live-pages';
import { offerLivePageRoute } from './modules/dispatch';
import { providerJobPageRoute } from './modules/on-site';
import { paymentPageRoute, trackingPageRoute } from './modules/requests';
import { RedisSocketIoAdapter } from './infra/realtime/socket-io.adapter';
import { REDIS } from './infra/redis/redis.module';

/**
 * How the api process and the integration tests create the app. Nest's own body parsers are off:
 * configureHttpApp reads bodies with explicit limits and keeps raw bodies for webhook signatures.
 */
export const HTTP_APP_OPTIONS = { bodyParser: false } as const satisfies NestApplicationOptions;

/**
 * Routes match whatever the case and a trailing slash, as they did before: links and guards rely on
 * it. A signed file link's token is one path parameter of a few hundred characters.
 */
export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: config.trustProxy,
    // A caller's own request id (a support ticket's, a proxy's) names its log lines and comes back.
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 2048 },
    // An address Fastify cannot decode (a broken %-escape) gets the product's error body, not Fastify's own.
    frameworkErrors: (_error: Error, _request: FastifyRequest, reply: FastifyReply) => void reply.status(400).send(MALFORMED_ADDRESS),
  });
}

const MALFORMED_ADDRESS = appErrorBody(
  badRequest(ERROR_CODES.malformedAddress, 'This address has a broken %-escape in it. Check the link, or copy it again from the text you were sent.'),
);

/** Everything the HTTP side needs, shared by the api process and the integration tests. */
export function configureHttpApp(app: NestFastifyApplication, config: AppConfig): INestApplication {
  app.setGlobalPrefix('api', { exclude: [] });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // Each step is a plugin so that its hooks run in this order whatever each plugin loads first.
  void fastify.register(echoRequestId);
  void fastify.register(requestLog(app.get<Logger>(ROOT_LOGGER)));
  void fastify.register(httpMetrics(app.get(AppMetrics)));
  void fastify.register(closeConnectionsWhileDraining(app.get(DrainState)));
  // Customers are often on a weak mobile signal, so pages, scripts and lists are compressed; an API
  // answer of a few packets (a tracking lookup's JSON) gains nothing worth the CPU of a gzip stream.
  // Customers' and providers' API answers are always one request's view, and theirs are the busiest
  // routes, so they skip compression altogether.
  void fastify.register(
    fp(async (instance) => {
      instance.addHook('onRoute', compressionByRoute);
    }),
  );
  void fastify.register(fastifyCompress, { globalDecompression: false, threshold: 1024 });
  void fastify.register(hashedAssets(WEB_DIST));
  void fastify.register(
    securityHeaders({
      contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
      // A plain-HTTP install (http://roadside.lan) told to use https would load nothing.
      strictTransportSecurity: servedOverHttps(config) ? undefined : false,
    }),
  );
  app.enableCors(config.corsOrigins.length ? { origin: config.corsOrigins, credentials: true } : { origin: false });
  void fastify.register(prerenderedPages(config, WEB_DIST));
  void fastify.register(refuseForeignWrites(config));
  void fastify.register(readRequestBodies());
  void fastify.register(fastifyMultipart);
  void fastify.register(fastifyCookie);

  const sessions = staffSessions(config, app.get<Redis>(REDIS));
  void fastify.register(sessions.plugin);
  void fastify.register(livePageRoutes([trackingPageRoute(app), paymentPageRoute(app), providerJobPageRoute(app), offerLivePageRoute(app)]));
  void fastify.register(webApp(WEB_DIST));
  app.useWebSocketAdapter(new RedisSocketIoAdapter(app, config, sessions.readForSocket));

  app.useGlobalPipes(
    new RejectUnstorableTextPipe(),
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      exceptionFactory: (errors) => codedValidationError(errors) ?? new BadRequestException(flattenMessages(errors)),
    }),
  );
  app.useGlobalFilters(new AppErrorFilter());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('DFW Roadside Assistance API')
      .setDescription(
        'Customer (tracking code), provider (job code), admin and business portal (session cookie), partner (API key) and webhook endpoints. ' +
          'Business accounts: see the partner tag, and the README for the sample client.',
      )
      .setVersion('1')
      .addCookieAuth(SESSION_COOKIE)
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: "A business account's API key: an account admin makes one in the portal (/business/developers)" })
      .addTag('partner', "The partner API (/api/partner/v1) for business accounts: send jobs, follow them, cancel them, and register signed webhooks. Authorization: Bearer <key>; each key has the scopes jobs:write and/or jobs:read and 120 calls a minute. Errors share one shape: { statusCode, code, message }. Another account's job answers 404; a missing or revoked key 401.")
      .build(),
  );
  // Set up once the plugins above have loaded, so its routes get their hooks (compression, headers) too.
  void fastify.register(
    fp(async () => {
      SwaggerModule.setup('api/docs', app, withViewSchemas(document));
    }),
  );
  return app;
}

const SMALL_API_ANSWER_BYTES = 4096;

/** Under /api/ but neither the staff area (lists, reports) nor the API's own documentation. */
function oneViewApiPath(url: string): boolean {
  const path = url.toLowerCase();
  return path.startsWith('/api/') && !path.startsWith(ADMIN_PATH_PREFIX) && !path.startsWith('/api/docs');
}

function compressionByRoute(route: RouteOptions): void {
  if (oneViewApiPath(route.url)) route.compress = false;
  else if (route.url.toLowerCase().startsWith('/api/')) route.compress = { threshold: SMALL_API_ANSWER_BYTES };
}

function servedOverHttps(config: AppConfig): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}

function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  const tileOrigin = safeOrigin(config.maps.tileUrl.replace(/\{[a-z]\}/g, 'a'));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin, tileOrigin.replace('://', '://*.')] : [])],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: servedOverHttps(config) ? [] : null,
  };
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
