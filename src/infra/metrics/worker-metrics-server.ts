import { createServer, Server } from 'node:http';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { STATUS_BY_KIND } from '../../common/errors/app-error.filter';
import { MetricsService } from './metrics.service';

/** A worker has no HTTP server of its own: Prometheus scrapes it on METRICS_PORT at /metrics. */
@Injectable()
export class WorkerMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerMetricsServer.name);
  private server: Server | null = null;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.metrics.token === null) return;
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      this.metrics.scrape(request.headers.authorization).then(
        ({ contentType, body }) => response.writeHead(200, { 'Content-Type': contentType }).end(body),
        (error: Error) => {
          const status = error instanceof AppError ? STATUS_BY_KIND[error.kind] : 500;
          response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(error.message);
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.metrics.port, () => resolve());
    });
    this.server = server;
    this.logger.log(`Metrics on port ${this.config.metrics.port} at /metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
