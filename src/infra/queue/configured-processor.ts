import { Processor } from '@nestjs/bullmq';
import type { Type } from '@nestjs/common';
import type { WorkerOptions } from 'bullmq';
import type { CataloguedProcessor } from './catalogued-processor';
import type { QueueName } from './queue-catalogue';

export type ProcessorWorkerOptions = Omit<WorkerOptions, 'connection'>;

/**
 * `processor` with worker options known only once the config is loaded. @Processor's options are
 * read from the class when its worker is created, so a subclass carries them; register it with
 * `{ provide: processor, useClass: configuredProcessor(...) }` so the processor keeps its token.
 */
export function configuredProcessor<P extends CataloguedProcessor<QueueName>>(
  processor: Type<P>,
  queue: QueueName,
  options: ProcessorWorkerOptions,
): Type<P> {
  @Processor(queue, options)
  class Configured extends (processor as Type<object>) {}
  Object.defineProperty(Configured, 'name', { value: `Configured${processor.name}` });
  return Configured as Type<P>;
}
