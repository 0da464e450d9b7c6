import { INestApplication, ValidationPipe } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import RedisStore from 'connect-redis';
import session from 'express-session';
import helmet from 'helmet';
import Redis from 'ioredis';
import { AppConfig } from './config/app-config';
import { AppErrorFilter } from './common/errors/app-error.filter';
import { RejectUnstorableTextPipe } from './common/http/reject-unstorable-text.pipe';
import { RedisSocketIoAdapter } from './infra/realtime/socket-io.adapter';
import { REDIS } from './infra/redis/redis.module';

export const SESSION_COOKIE = 'roadside.sid';

/** Everything the HTTP side needs, shared by the api process and the integration tests. */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig): INestApplication {
  app.setGlobalPrefix('api', { exclude: [] });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Customers are often on a weak mobile signal: every response is compressed.
  app.use(compression());
  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } }));
  app.enableCors(config.corsOrigins.length ? { origin: config.corsOrigins, credentials: true } : { origin: false });

  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    store: new RedisStore({ client: app.get<Redis>(REDIS), prefix: 'sess:', ttl: config.session.ttlSeconds }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.session.secureCookie,
      maxAge: config.session.ttlSeconds * 1000,
    },
  });
  app.use(sessionMiddleware);
  app.useWebSocketAdapter(new RedisSocketIoAdapter(app, config, sessionMiddleware));

  app.useGlobalPipes(
    new RejectUnstorableTextPipe(),
    new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true }),
  );
  app.useGlobalFilters(new AppErrorFilter());
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('DFW Roadside Assistance API')
      .setDescription('Customer (tracking code), provider (job code), admin (session cookie) and webhook endpoints.')
      .setVersion('1')
      .addCookieAuth(SESSION_COOKIE)
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  return app;
}

function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
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
  };
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
