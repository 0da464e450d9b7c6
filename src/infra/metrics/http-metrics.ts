import type { NextFunction, Request, Response } from 'express';
import { AppMetrics, METRIC_LABEL_VALUES, PAGE_ROUTE, UNMATCHED_API_ROUTE } from './app-metrics';

const METHODS: ReadonlySet<string> = new Set(METRIC_LABEL_VALUES.method);

/** Times every request, labelled by the route's template (`/api/track/:code`), never its path. */
export function httpMetrics(metrics: AppMetrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const stop = metrics.httpRequestDuration.startTimer();
    response.once('finish', () =>
      stop({
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: routeTemplate(request),
        status_class: `${Math.floor(response.statusCode / 100)}xx`,
      }),
    );
    next();
  };
}

export function routeTemplate(request: Pick<Request, 'originalUrl' | 'route' | 'baseUrl'>): string {
  if (!request.originalUrl.startsWith('/api/')) return PAGE_ROUTE;
  const template = (request.route as { path?: unknown } | undefined)?.path;
  // A catch-all (`{*any}`) answers what no route matched.
  return typeof template === 'string' && !template.includes('*') ? `${request.baseUrl}${template}` : UNMATCHED_API_ROUTE;
}
