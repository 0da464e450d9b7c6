import { DynamicModule, Global, Module } from '@nestjs/common';
import type { ProcessRole } from '../../config/app-config';
import { AppMetrics } from './app-metrics';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';
import { WorkerMetricsServer } from './worker-metrics-server';

@Global()
@Module({})
export class MetricsModule {
  static forRoot(role: ProcessRole): DynamicModule {
    const serves = role === 'worker' ? { providers: [WorkerMetricsServer] } : { controllers: [MetricsController] };
    return {
      module: MetricsModule,
      controllers: serves.controllers ?? [],
      providers: [{ provide: AppMetrics, useValue: new AppMetrics(role) }, MetricsService, ...(serves.providers ?? [])],
      exports: [AppMetrics],
    };
  }
}
