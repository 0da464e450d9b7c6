import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';
import { QUEUES } from '../queue/queue-catalogue';
import { AppMetrics, METRIC_LABEL_VALUES } from './app-metrics';
import { carriesBearerToken } from './bearer-token';

export interface Scrape {
  contentType: string;
  body: string;
}

/** Prometheus's scrape of this process, for a bearer of the metrics token only. */
@Injectable()
export class MetricsService {
  constructor(
    private readonly metrics: AppMetrics,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async scrape(authorization: string | undefined): Promise<Scrape> {
    const { token } = this.config.metrics;
    if (token === null) throw new AppError('not_found', ERROR_CODES.metricsOff, 'Metrics are off: set METRICS_TOKEN to turn them on.');
    if (!carriesBearerToken(authorization, token)) {
      throw new AppError('unauthorized', ERROR_CODES.metricsTokenRequired, 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".');
    }
    await this.readQueues();
    return { contentType: this.metrics.registry.contentType, body: await this.metrics.exposition() };
  }

  /** Queue depths live in Redis; while it is away the scrape still answers, without them. */
  private async readQueues(): Promise<void> {
    const { queueJobs, queueWorkers } = this.metrics;
    try {
      const read = await Promise.all(
        Object.values(QUEUES).map(async (name) => {
          const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
          const [counts, workers] = await Promise.all([queue.getJobCounts(...METRIC_LABEL_VALUES.queueState), queue.getWorkersCount()]);
          return { name, counts, workers };
        }),
      );
      for (const { name, counts, workers } of read) {
        for (const state of METRIC_LABEL_VALUES.queueState) queueJobs.set({ queue: name, state }, counts[state] ?? 0);
        queueWorkers.set({ queue: name }, workers);
      }
    } catch {
      queueJobs.reset();
      queueWorkers.reset();
    }
  }
}
