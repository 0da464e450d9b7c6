import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/app-config';
import { ERROR_CODES } from '../../contracts/error-codes';
import { AppError } from '../errors/app-error';
import { apiPathOf } from './routed-path';
import { isSignedWebhook } from './signed-webhooks';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `npm run dev` serves the web app from Vite, whose proxy forwards /api with the page's own Origin. */
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** Origins whose pages may change things here: PUBLIC_URL's, CORS_ORIGINS, and the dev server in development. */
export function acceptedOrigins(config: AppConfig): string[] {
  const origins = config.env === 'development' ? [...config.allowedOrigins, ...DEV_SERVER_ORIGINS] : config.allowedOrigins;
  return [...new Set(origins.map(normalizeOrigin).filter((origin): origin is string => origin !== null))];
}

/**
 * Under /api: a state-changing request sent by a page of another site is refused before anything
 * reads it. A request with neither Origin nor Referer does not come from a browser page (scripts,
 * monitoring), so it passes; its session cookie, if any, still has to be valid.
 */
export function refuseForeignWrites(config: AppConfig): FastifyPluginAsync {
  const accepted = new Set(acceptedOrigins(config));
  return fp(async (instance) => {
    instance.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const path = apiPathOf(request);
      if (path === null || isSignedWebhook(path)) return;
      const origin = pageOrigin(request);
      if (origin === undefined || (origin !== null && accepted.has(origin))) return;
      const from = origin ? ` (this one came from ${origin.slice(0, 100)})` : '';
      throw new AppError(
        'forbidden',
        ERROR_CODES.foreignOrigin,
        `Changes are accepted only from this app's own pages${from}. Open the app at ${config.publicUrl} and try again.`,
      );
    });
  });
}

/** The origin of the page that sent the request; undefined when the request names none, null when unreadable. */
function pageOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) return normalizeOrigin(origin);
  const referer = request.headers.referer;
  return referer === undefined ? undefined : normalizeOrigin(referer);
}

function normalizeOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
