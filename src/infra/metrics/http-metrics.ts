import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppMetrics, METRIC_LABEL_VALUES, PAGE_ROUTE, UNMATCHED_API_ROUTE } from './app-metrics';

const METHODS: ReadonlySet<string> = new Set(METRIC_LABEL_VALUES.method);
const stopTimer = Symbol('stopHttpTimer');

type TimedRequest = FastifyRequest & { [stopTimer]?: (labels: Record<string, string>) => void };

/** Times every request, labelled by the route's template (`/api/track/:code`), never its path. */
export function httpMetrics(metrics: AppMetrics): FastifyPluginAsync {
  return fp(async (instance) => {
    instance.addHook('onRequest', async (request: TimedRequest) => {
      request[stopTimer] = metrics.httpRequestDuration.startTimer();
    });
    instance.addHook('onResponse', async (request: TimedRequest, reply) => {
      request[stopTimer]?.({
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: routeTemplate(request),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      });
    });
  });
}

export function routeTemplate(request: { url: string; routeOptions: { url?: string } }): string {
  if (!request.url.startsWith('/api/')) return PAGE_ROUTE;
  const template = request.routeOptions.url;
  // A catch-all (`/*`) answers what no route matched.
  return typeof template === 'string' && !template.includes('*') ? template : UNMATCHED_API_ROUTE;
}
