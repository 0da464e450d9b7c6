import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { NAMESPACES } from '../../contracts/socket-events';
import { QUEUES } from '../queue/queue-catalogue';
import { processMetrics } from './process-metrics';

/**
 * Every label value a series may carry, so the number of series stays fixed: route templates,
 * queue names and outcomes, never a tracking code, a phone number or an id.
 */
export const METRIC_LABEL_VALUES = {
  role: ['api', 'worker', 'all'],
  method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'OTHER'],
  statusClass: ['1xx', '2xx', '3xx', '4xx', '5xx'],
  namespace: Object.values(NAMESPACES),
  queue: Object.values(QUEUES),
  queueState: ['waiting', 'active', 'delayed', 'failed'],
  textOutcome: ['sent', 'failed', 'suppressed'],
  webhookSource: ['stripe', 'twilio'],
  offerOutcome: ['accepted', 'declined', 'expired'],
} as const;

type Values<K extends keyof typeof METRIC_LABEL_VALUES> = (typeof METRIC_LABEL_VALUES)[K][number];

/** An HTTP route label: the route's template, or one of these when the request matched none. */
export const UNMATCHED_API_ROUTE = 'unmatched';
export const PAGE_ROUTE = 'page';

/** An app's own metrics, in a registry of its own, and the process's. */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'roadside_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly socketConnections = new Gauge({
    name: 'roadside_socket_connections',
    help: 'Live socket connections on this process, by namespace',
    labelNames: ['namespace'] as const,
    registers: [this.registry],
  });

  readonly queueJobs = new Gauge({
    name: 'roadside_queue_jobs',
    help: 'Jobs in each queue, by state (the same for every process: read it with max)',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
  });

  readonly queueWorkers = new Gauge({
    name: 'roadside_queue_workers',
    help: 'Worker connections serving each queue, across every worker process',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  readonly texts = new Counter({
    name: 'roadside_texts_total',
    help: 'Outbound texts finished, by outcome (suppressed: the recipient opted out)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly textOptOuts = new Counter({
    name: 'roadside_text_opt_outs_total',
    help: 'STOP replies recorded',
    registers: [this.registry],
  });

  readonly webhookLag = new Histogram({
    name: 'roadside_webhook_lag_seconds',
    help: "Time from the provider's event to its webhook here (Twilio: from the send to its status report)",
    labelNames: ['source'] as const,
    buckets: [0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 900],
    registers: [this.registry],
  });

  readonly requestFirstText = new Histogram({
    name: 'roadside_request_first_text_seconds',
    help: "Time from a request's creation to its first text leaving",
    buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
    registers: [this.registry],
  });

  readonly paymentToAssignment = new Histogram({
    name: 'roadside_payment_to_assignment_seconds',
    help: 'Time from the deposit being paid to a provider being assigned',
    buckets: [15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200],
    registers: [this.registry],
  });

  readonly offers = new Counter({
    name: 'roadside_offers_total',
    help: 'Job offers answered or closed, by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly positionFanoutDelay = new Histogram({
    name: 'roadside_position_fanout_delay_seconds',
    help: "Time from a truck's position reaching the server to its live update being published",
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  constructor(role: Values<'role'>) {
    this.registry.setDefaultLabels({ role });
  }

  /** Every series, the app's and the process's (when its entry point collects them), in Prometheus's text format. */
  async exposition(): Promise<string> {
    return `${await this.registry.metrics()}\n${await processMetrics.metrics()}`;
  }

  /** Every series as objects (name, type, help, values). */
  async allMetricsAsJSON() {
    return [...(await this.registry.getMetricsAsJSON()), ...(await processMetrics.getMetricsAsJSON())];
  }

  /** Seconds since `from`, for the duration histograms. */
  static secondsSince(from: Date, now: Date): number {
    return Math.max(0, (now.getTime() - from.getTime()) / 1000);
  }
}
