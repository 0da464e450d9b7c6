import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import type { PositionAck } from '../../contracts/socket-events';
import { FIX_MESSAGES, fixProblem, type PositionFix } from '../../domain/position-fix';
import { ACTIVE_PROVIDER_STATUSES } from '../../domain/request-status';
import { RequestEventsService } from '../request-core';

interface JobRow {
  id: string;
  customer_tracking_id: string | null;
  status: string;
}

interface PositionRow {
  lat: number;
  lng: number;
  recorded_at: Date;
}

const NOT_ACTIVE = 'This job is not active, so its position is no longer shared.';
const NOT_FOUND = 'Job Not Found';
const UNAVAILABLE = 'The position could not be saved right now. It will be sent again.';

/**
 * The provider's live position: checked, kept in its own table (a fix never touches the request's
 * version), and passed on to the customer's page and the dispatchers.
 */
@Injectable()
export class ProviderPositionsService {
  private readonly logger = new Logger(ProviderPositionsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly events: RequestEventsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Answers every fix, never throws: the phone shows the reason and keeps sending. */
  async record(jobId: string, message: unknown): Promise<PositionAck> {
    if (typeof message !== 'object' || message === null) return { ok: false, message: FIX_MESSAGES.malformed };
    try {
      return await this.store(jobId, message as PositionFix);
    } catch (error) {
      this.logger.warn(`Position for a job not stored: ${(error as Error).message}`);
      return { ok: false, message: UNAVAILABLE };
    }
  }

  private async store(jobId: string, fix: PositionFix): Promise<PositionAck> {
    const outcome = await this.em.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const context = tx.getTransactionContext();
      const [job] = await connection.execute<JobRow[]>(
        'select id, customer_tracking_id, status from customer_requests where provider_job_id = ?',
        [jobId],
        'all',
        context,
      );
      if (!job) return { ack: { ok: false, message: NOT_FOUND } as const };
      if (!(ACTIVE_PROVIDER_STATUSES as readonly string[]).includes(job.status)) return { ack: { ok: false, message: NOT_ACTIVE } as const };
      // One fix of a job at a time, on every instance: each is judged against the one stored before it,
      // so a burst of fixes sent together cannot slip more than one a second past the checks.
      await connection.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`provider-position:${job.id}`], 'get', context);
      const [last] = await connection.execute<PositionRow[]>(
        'select lat, lng, recorded_at from provider_positions where request_id = ?',
        [job.id],
        'all',
        context,
      );
      const previous = last ? { lat: last.lat, lng: last.lng, recordedAt: new Date(last.recorded_at) } : null;
      const problem = fixProblem(fix, previous, this.clock.now());
      if (problem) return { ack: { ok: false, message: FIX_MESSAGES[problem] } as const };

      const recordedAt = new Date(fix.recordedAt);
      // Never over a newer fix, even one written by a writer outside this lock (e.g. an older instance mid-deploy).
      const stored = await connection.execute<Array<{ request_id: string }>>(
        `insert into provider_positions (request_id, lat, lng, recorded_at) values (?, ?, ?, ?)
         on conflict (request_id) do update set lat = excluded.lat, lng = excluded.lng, recorded_at = excluded.recorded_at
          where provider_positions.recorded_at < excluded.recorded_at
         returning request_id`,
        [job.id, fix.lat, fix.lng, recordedAt],
        'all',
        context,
      );
      if (stored.length === 0) return { ack: { ok: false, message: FIX_MESSAGES.out_of_order } as const };
      return { ack: { ok: true } as const, job, location: { lat: fix.lat, lng: fix.lng, recordedAt: recordedAt.toISOString() } };
    });
    // Told only once the fix is committed.
    if (outcome.location) this.events.providerMoved(outcome.job.id, outcome.job.customer_tracking_id, outcome.location);
    return outcome.ack;
  }
}
