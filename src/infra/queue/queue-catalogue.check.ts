import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { CataloguedProcessor } from './catalogued-processor';
import { JOB_NAMES, QueueName } from './queue-catalogue';

/** The worker refuses to start while a catalogued job has no processor to run it. */
@Injectable()
export class QueueCatalogueCheck implements OnApplicationBootstrap {
  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const processors = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is CataloguedProcessor<QueueName> => instance instanceof CataloguedProcessor);
    const missing = unhandledJobs(processors);
    if (missing.length) throw new Error(`No processor handles these queued jobs: ${missing.join(', ')}`);
  }
}

export function unhandledJobs(processors: Array<Pick<CataloguedProcessor<QueueName>, 'queue' | 'handledJobs'>>): string[] {
  return (Object.keys(JOB_NAMES) as QueueName[]).flatMap((queue) => {
    const handled = new Set(processors.filter((p) => p.queue === queue).flatMap((p) => p.handledJobs()));
    return JOB_NAMES[queue].filter((name) => !handled.has(name)).map((name) => `${queue}/${name}`);
  });
}
