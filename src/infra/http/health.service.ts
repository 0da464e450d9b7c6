import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { DrainState } from './drain-state';

export type DependencyState = 'up' | 'down';
export interface HealthReport {
  status: 'ok' | 'unavailable';
  postgres: DependencyState;
  redis: DependencyState;
}

/** The process answers at all. */
export interface LiveReport {
  status: 'ok';
}

/** What a load balancer asks before it sends this process work. */
export interface ReadinessReport extends HealthReport {
  migrations: 'done' | 'pending' | 'unknown';
  draining: boolean;
}

const PROBE_TIMEOUT_MS = 1_500;

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly drain: DrainState,
  ) {}

  private inFlight: Promise<HealthReport> | null = null;
  /** Once every migration has run it stays so for the life of the process. */
  private migrated = false;

  /** Checks that arrive while one is running share its answer: a flood of probes is one probe. */
  check(): Promise<HealthReport> {
    this.inFlight ??= this.probe().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  async readiness(): Promise<ReadinessReport> {
    const [health, migrations] = await Promise.all([this.check(), this.migrations()]);
    const draining = this.drain.draining;
    const ready = health.status === 'ok' && migrations === 'done' && !draining;
    return { ...health, status: ready ? 'ok' : 'unavailable', migrations, draining };
  }

  private async probe(): Promise<HealthReport> {
    const [postgres, redis] = await Promise.all([
      probe(() => this.em.getConnection().execute('select 1')),
      probe(() => this.redis.ping()),
    ]);
    return { status: postgres === 'up' && redis === 'up' ? 'ok' : 'unavailable', postgres, redis };
  }

  private async migrations(): Promise<ReadinessReport['migrations']> {
    if (this.migrated) return 'done';
    try {
      this.migrated = (await this.orm.getMigrator().getPendingMigrations()).length === 0;
      return this.migrated ? 'done' : 'pending';
    } catch {
      return 'unknown';
    }
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
