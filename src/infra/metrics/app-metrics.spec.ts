import type { MetricObjectWithValues, MetricValue } from 'prom-client';
import { AppMetrics, METRIC_LABEL_VALUES, PAGE_ROUTE, UNMATCHED_API_ROUTE } from './app-metrics';
import { routeTemplate } from './http-metrics';
import { collectProcessMetrics } from './process-metrics';

type LabelSet = keyof typeof METRIC_LABEL_VALUES;

/** Which bounded set each label of each series draws from; `route` is checked as a template. */
const LABEL_SETS: Record<string, Record<string, LabelSet | 'route'>> = {
  roadside_http_request_duration_seconds: { method: 'method', route: 'route', status_class: 'statusClass' },
  roadside_socket_connections: { namespace: 'namespace' },
  roadside_queue_jobs: { queue: 'queue', state: 'queueState' },
  roadside_queue_workers: { queue: 'queue' },
  roadside_texts_total: { outcome: 'textOutcome' },
  roadside_text_opt_outs_total: {},
  roadside_webhook_lag_seconds: { source: 'webhookSource' },
  roadside_request_first_text_seconds: {},
  roadside_payment_to_assignment_seconds: {},
  roadside_offers_total: { outcome: 'offerOutcome' },
  roadside_position_fanout_delay_seconds: {},
};

const ROUTE_TEMPLATE = /^\/api(\/([a-z0-9-]+|:[A-Za-z]+))+$/;

async function ownMetrics(metrics: AppMetrics): Promise<MetricObjectWithValues<MetricValue<string>>[]> {
  const all = await metrics.registry.getMetricsAsJSON();
  return all.filter((metric) => metric.name.startsWith('roadside_')) as MetricObjectWithValues<MetricValue<string>>[];
}

describe('AppMetrics', () => {
  it('names every series of its own by Prometheus conventions: a prefix, the unit, _total on counters', async () => {
    const metrics = await ownMetrics(new AppMetrics('api'));
    expect(metrics.map((metric) => metric.name).sort()).toEqual(Object.keys(LABEL_SETS).sort());
    for (const { name, type: metricType } of metrics) {
      const type = String(metricType);
      expect(name).toMatch(/^roadside_[a-z][a-z0-9_]*[a-z]$/);
      if (type === 'counter') expect(name).toMatch(/_total$/);
      else expect(name).not.toMatch(/_total$/);
      if (type === 'histogram') expect(name).toMatch(/_seconds$/);
    }
  });

  it('labels each series only from bounded sets, whatever values are recorded', async () => {
    const appMetrics = new AppMetrics('worker');
    appMetrics.httpRequestDuration.observe({ method: 'GET', route: '/api/track/:trackingId', status_class: '2xx' }, 0.01);
    appMetrics.texts.inc({ outcome: 'suppressed' });
    appMetrics.offers.inc({ outcome: 'expired' });
    appMetrics.webhookLag.observe({ source: 'twilio' }, 2);
    appMetrics.queueJobs.set({ queue: 'sms', state: 'waiting' }, 3);
    appMetrics.socketConnections.set({ namespace: '/track' }, 1);
    for (const metric of await ownMetrics(appMetrics)) {
      const sets = LABEL_SETS[metric.name];
      for (const { labels } of metric.values) {
        for (const [label, value] of Object.entries(labels)) {
          if (label === 'le' || label === 'role') continue;
          const set = sets[label];
          expect({ metric: metric.name, label, known: set !== undefined }).toEqual({ metric: metric.name, label, known: true });
          if (set === 'route') expect(String(value)).toMatch(ROUTE_TEMPLATE);
          else expect(METRIC_LABEL_VALUES[set]).toContain(value);
        }
      }
    }
  });

  it("marks the app's series with its role, and adds the process's own", async () => {
    collectProcessMetrics('worker');
    const appMetrics = new AppMetrics('worker');
    appMetrics.textOptOuts.inc();
    const text = await appMetrics.exposition();
    expect(text).toContain('roadside_text_opt_outs_total{role="worker"} 1');
    expect(text).toMatch(/process_start_time_seconds\{role="worker"\} \d+/);
  });
});

describe('routeTemplate', () => {
  const request = (url: string, path?: string) => ({ url, routeOptions: { url: path } });

  it('labels a tracking lookup by its template, never by its code', () => {
    expect(routeTemplate(request('/api/track/K7QX2MPA', '/api/track/:trackingId'))).toBe('/api/track/:trackingId');
  });

  it('labels an API path no route matched, or only the catch-all, as unmatched', () => {
    expect(routeTemplate(request('/api/nowhere/K7QX2MPA'))).toBe(UNMATCHED_API_ROUTE);
    expect(routeTemplate(request('/api/nowhere/K7QX2MPA', '{*any}'))).toBe(UNMATCHED_API_ROUTE);
  });

  it('labels pages and assets as one route', () => {
    expect(routeTemplate(request('/track/K7QX2MPA', '{*any}'))).toBe(PAGE_ROUTE);
    expect(routeTemplate(request('/assets/index-3f2a.js'))).toBe(PAGE_ROUTE);
  });
});
