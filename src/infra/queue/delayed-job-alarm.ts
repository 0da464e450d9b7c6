import { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import type { RedisConnectionWatch } from '../redis/redis-connection-watch';

type DelayedEvents = Pick<QueueEvents, 'on' | 'off' | 'close'>;
type JobSource = Pick<Queue, 'getJob'>;

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Starts each delayed job of a queue the moment it falls due. BullMQ's worker waits for the next
 * one in a blocking read with a timeout, and Redis checks such timeouts only `hz` times a second
 * (10 by default): with Redis otherwise idle, a job started up to 100 ms late. Every change of a
 * job's due time is a `delayed` event, so a timer per event promotes the job on time. BullMQ's own
 * promotion stays the fallback: for jobs delayed before this process started, or while Redis is away.
 */
export class DelayedJobAlarm implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly onDelayed = ({ jobId, delay }: { jobId: string; delay: number }) => this.ringAt(jobId, Number(delay));

  constructor(
    private readonly queue: JobSource,
    private readonly events: DelayedEvents,
  ) {}

  /** An alarm listening to `queue`'s events on a connection of its own, like the queue's. */
  static forQueue(queue: Queue, watch: RedisConnectionWatch): DelayedJobAlarm {
    const events = new QueueEvents(queue.name, { connection: queue.opts.connection, prefix: queue.opts.prefix });
    watch.listen(events, `events of queue ${queue.name}`);
    return new DelayedJobAlarm(queue, events);
  }

  onApplicationBootstrap(): void {
    this.events.on('delayed', this.onDelayed);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.events.off('delayed', this.onDelayed);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.events.close();
  }

  private ringAt(jobId: string, dueAt: number): void {
    clearTimeout(this.timers.get(jobId));
    this.timers.delete(jobId);
    const wait = dueAt - Date.now();
    // A timer may fire a little before the wall clock gets there; it then waits for the rest.
    // Node fires a timer of more than MAX_TIMER_MS at once; a longer wait is taken in steps.
    if (wait > 0) this.timers.set(jobId, setTimeout(() => this.ringAt(jobId, dueAt), Math.min(wait, MAX_TIMER_MS)));
    else void this.promote(jobId);
  }

  private async promote(jobId: string): Promise<void> {
    // A job no longer delayed (the worker got there first) or gone has nothing to promote.
    await this.queue
      .getJob(jobId)
      .then((job) => job?.promote())
      .catch(() => undefined);
  }
}
