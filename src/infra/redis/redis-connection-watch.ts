import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { isDependencyUnreachable } from '../../common/errors/infrastructure-error';

/** How long no connection may have failed before Redis counts as back. */
const QUIET_BEFORE_BACK_MS = 3_000;
const CHECK_EVERY_MS = 1_000;
/**
 * A worker finishing a job it took before Redis went away finds the job gone when Redis comes back
 * without its data. That is the outage's doing, told once with it; the sweep sends any text it held.
 */
const LOST_WITH_DATA = /^Missing (key|lock) for job/;

interface ErrorSource {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Every Redis connection of the process (the shared client, socket fan-out, queues, workers)
 * reports its errors here, so an outage is logged once when it starts and once when it ends,
 * however many connections retry in between. Redis is back once the shared client is ready again
 * and no connection has failed for a few seconds.
 */
export class RedisConnectionWatch {
  private readonly logger = new Logger('Redis');
  private readonly watched = new Set<Redis>();
  private outageSince: number | null = null;
  private lastFailureAt = 0;
  private jobsLost = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly target: string) {}

  /** Watches a client whose readiness tells that Redis is back; its errors are reported too. */
  watch(client: Redis): void {
    this.watched.add(client);
    this.listen(client, 'shared client');
    // A connection that drops and comes straight back may report no error at all.
    client.on('reconnecting', () => this.connectionFailed('the connection was lost'));
  }

  /** Reports the errors of another connection (socket fan-out, a queue, a worker). */
  listen(source: ErrorSource, name: string): void {
    source.on('error', (error) => {
      if (isDependencyUnreachable(error)) this.connectionFailed(error.message || String((error as { code?: unknown }).code));
      else if (this.outageSince !== null && LOST_WITH_DATA.test(error.message)) this.jobsLost += 1;
      else this.logger.warn({ msg: 'Redis reported an error', redis: this.target, source: name, reason: error.message });
    });
  }

  get unreachable(): boolean {
    return this.outageSince !== null;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private connectionFailed(reason: string): void {
    // Wall time, not the injected CLOCK: this measures an outage, not the product's time.
    this.lastFailureAt = Date.now();
    if (this.outageSince !== null) return;
    this.outageSince = this.lastFailureAt;
    this.logger.warn({
      msg: 'Redis is unreachable; requests that need it answer 503 until it is back',
      redis: this.target,
      reason,
    });
    this.timer = setInterval(() => this.checkBack(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  private checkBack(): void {
    const now = Date.now();
    const ready = [...this.watched].every((client) => client.status === 'ready');
    if (this.outageSince === null || !ready || now - this.lastFailureAt < QUIET_BEFORE_BACK_MS) return;
    const seconds = Math.round((now - this.outageSince) / 1000);
    this.outageSince = null;
    this.stop();
    const jobsLost = this.jobsLost;
    this.jobsLost = 0;
    this.logger.log({ msg: 'Redis is reachable again', redis: this.target, downForSeconds: seconds, ...(jobsLost ? { jobsLost } : {}) });
  }
}
