import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppMetrics, METRIC_LABEL_VALUES, PAGE_ROUTE, UNMATCHED_API_ROUTE } from './app-metrics';

const METHODS: ReadonlySet<string> = new Set(METRIC_LABEL_VALUES.method);

/** Times every request, labelled by the route's template (`/api/track/:code`), never its path. */
export function httpMetrics(metrics: AppMetrics): FastifyPluginAsync {
  return fp(async (instance) => {
    instance.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: routeTemplate(request),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      metrics.httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    });
  });
}

export function routeTemplate(request: { url: string; routeOptions: { url?: string } }): string {
  if (!request.url.startsWith('/api/')) return PAGE_ROUTE;
  const template = request.routeOptions.url;
  // A catch-all (`/*`) answers what no route matched.
  return typeof template === 'string' && !template.includes('*') ? template : UNMATCHED_API_ROUTE;
}
