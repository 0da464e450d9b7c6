import { WorkerHost } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import type { JobName, JobPayload, JobResult, QueueName } from './queue-catalogue';

export type JobHandlers<Q extends QueueName> = {
  [N in JobName<Q>]: (payload: JobPayload<Q, N>) => Promise<JobResult>;
};

/**
 * A queue's processor: one handler per catalogued job name (the compiler insists on all of them),
 * and the job's payload typed by the catalogue. Handlers make one service call.
 */
export abstract class CataloguedProcessor<Q extends QueueName> extends WorkerHost {
  abstract readonly queue: Q;
  protected abstract readonly handlers: JobHandlers<Q>;

  process(job: Job): Promise<JobResult> {
    const handler = this.handlers[job.name as JobName<Q>] as ((payload: unknown) => Promise<JobResult>) | undefined;
    if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}" on queue "${this.queue}"`);
    return handler(job.data);
  }

  handledJobs(): string[] {
    return Object.keys(this.handlers);
  }
}
