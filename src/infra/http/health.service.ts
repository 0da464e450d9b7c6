import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';

export type DependencyState = 'up' | 'down';
export interface HealthReport {
  status: 'ok' | 'unavailable';
  postgres: DependencyState;
  redis: DependencyState;
}

const PROBE_TIMEOUT_MS = 1_500;

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private inFlight: Promise<HealthReport> | null = null;

  /** Checks that arrive while one is running share its answer: a flood of probes is one probe. */
  check(): Promise<HealthReport> {
    this.inFlight ??= this.probe().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async probe(): Promise<HealthReport> {
    const [postgres, redis] = await Promise.all([
      probe(() => this.em.getConnection().execute('select 1')),
      probe(() => this.redis.ping()),
    ]);
    return { status: postgres === 'up' && redis === 'up' ? 'ok' : 'unavailable', postgres, redis };
  }
}

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
