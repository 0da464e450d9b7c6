import { BadRequestException, INestApplication, NestApplicationOptions, ValidationPipe } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import RedisStore from 'connect-redis';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import Redis from 'ioredis';
import { WEB_DIST } from './app.module';
import { AppConfig } from './config/app-config';
import { AppErrorFilter } from './common/errors/app-error.filter';
import { RejectUnstorableTextPipe } from './common/http/reject-unstorable-text.pipe';
import { answerWithError } from './common/http/answer-with-error';
import { readRequestBodies } from './common/http/request-bodies';
import { refuseForeignWrites } from './common/http/same-origin-writes';
import { SESSION_COOKIE, sessionCookieOptions } from './common/http/session-cookie';
import { withViewSchemas } from './common/http/view-schema';
import { codedValidationError, flattenMessages } from './common/validation/coded';
import { DrainState } from './infra/http/drain-state';
import { hashedAssets } from './infra/http/hashed-assets';
import { AppMetrics } from './infra/metrics/app-metrics';
import { httpMetrics } from './infra/metrics/http-metrics';
import { ADMIN_PATH_PREFIX } from './modules/admin-auth';
import { prerenderedPages } from './infra/http/prerendered-pages';
import { RedisSocketIoAdapter } from './infra/realtime/socket-io.adapter';
import { REDIS } from './infra/redis/redis.module';

/**
 * How the api process and the integration tests create the app. Nest's own body parsers are off:
 * configureHttpApp reads bodies with explicit limits and keeps raw bodies for webhook signatures.
 */
export const HTTP_APP_OPTIONS = { bodyParser: false } as const satisfies NestApplicationOptions;

/** Everything the HTTP side needs, shared by the api process and the integration tests. */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig): INestApplication {
  app.setGlobalPrefix('api', { exclude: [] });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(httpMetrics(app.get(AppMetrics)), closeConnectionsWhileDraining(app.get(DrainState)));
  // Customers are often on a weak mobile signal, so pages, scripts and lists are compressed; an API
  // answer of a few packets (a tracking lookup's JSON) gains nothing worth the CPU of a gzip stream.
  const compress = compression({ filter: (request, response) => compression.filter(request, response) && !smallApiAnswer(request, response) });
  // Customers' and providers' API answers are always one request's view, and theirs are the busiest
  // routes, so they skip even the set-up of a stream they would never use.
  app.use((request: Request, response: Response, next: NextFunction) => (oneViewApiPath(request.url) ? next() : compress(request, response, next)));
  app.use('/assets', hashedAssets(WEB_DIST));
  app.use(
    helmet({
      contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
      // A plain-HTTP install (http://roadside.lan) told to use https would load nothing.
      strictTransportSecurity: servedOverHttps(config) ? undefined : false,
    }),
  );
  app.enableCors(config.corsOrigins.length ? { origin: config.corsOrigins, credentials: true } : { origin: false });
  app.use(prerenderedPages(config, WEB_DIST));
  app.use('/api', refuseForeignWrites(config), readRequestBodies());

  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    store: new RedisStore({ client: app.get<Redis>(REDIS), prefix: 'sess:', ttl: config.session.ttlSeconds }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { ...sessionCookieOptions(config), maxAge: config.session.ttlSeconds * 1000 },
  });
  // A session store that cannot be reached answers 503 here; passed on, the error would end as a 404.
  // Only the staff area has sessions: a customer's request never pays for reading or minting one.
  app.use(ADMIN_PATH_PREFIX, (request: Request, response: Response, next: NextFunction) =>
    sessionMiddleware(request, response, (error?: unknown) => (error ? answerWithError(request, response, error) : next())),
  );
  app.useWebSocketAdapter(new RedisSocketIoAdapter(app, config, sessionMiddleware));

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
      .setDescription('Customer (tracking code), provider (job code), admin (session cookie) and webhook endpoints.')
      .setVersion('1')
      .addCookieAuth(SESSION_COOKIE)
      .build(),
  );
  SwaggerModule.setup('api/docs', app, withViewSchemas(document));
  return app;
}

/** A client on a kept-alive connection opens a new one, which the proxy gives another process. */
function closeConnectionsWhileDraining(drain: DrainState) {
  return (_request: Request, response: Response, next: NextFunction) => {
    if (drain.draining) response.setHeader('Connection', 'close');
    next();
  };
}

const SMALL_API_ANSWER_BYTES = 4096;

/** Under /api/ but neither the staff area (lists, reports) nor the API's own documentation. */
function oneViewApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(ADMIN_PATH_PREFIX) && !url.startsWith('/api/docs');
}

function smallApiAnswer(request: Request, response: Response): boolean {
  return request.originalUrl.startsWith('/api/') && Number(response.getHeader('Content-Length')) < SMALL_API_ANSWER_BYTES;
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
