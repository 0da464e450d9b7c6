import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { PositionAck, PositionRefusal } from '../../../contracts/socket-events';
import { FIX_MESSAGES, fixProblem, type PositionFix } from '../../../domain/position-fix';
import { ACTIVE_PROVIDER_STATUSES } from '../../../domain/request-status';
import { RequestEventsService } from '../../request-core';
import { AppMetrics } from '../../../infra/metrics/app-metrics';

interface JobRow {
  id: string;
  customer_tracking_id: string | null;
  status: string;
  lat: number | null;
  lng: number | null;
  recorded_at: Date | null;
}

/**
 * A fix that loses the compare-and-set to another fix of the same job is judged again against the
 * winner. Each loss means another fix was stored, so this ends; the bound only guards a runaway phone.
 */
const ATTEMPTS = 25;

const REFUSALS: Record<PositionRefusal, string> = {
  ...FIX_MESSAGES,
  not_active: 'This job is not active, so its position is no longer shared.',
  job_not_found: 'Job Not Found',
  unavailable: 'The position could not be saved right now. It will be sent again.',
};

const refused = (reason: PositionRefusal): PositionAck => ({ ok: false, reason, message: REFUSALS[reason] });

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
    private readonly metrics: AppMetrics,
  ) {}

  /** Answers every fix, never throws: the phone shows the reason and keeps sending. */
  async record(jobId: string, message: unknown): Promise<PositionAck> {
    if (typeof message !== 'object' || message === null) return refused('malformed');
    const published = this.metrics.positionFanoutDelay.startTimer();
    try {
      const ack = await this.store(jobId, message as PositionFix);
      if (ack.ok) published();
      return ack;
    } catch (error) {
      this.logger.warn(`Position for a job not stored: ${(error as Error).message}`);
      return refused('unavailable');
    }
  }

  /**
   * Two statements a fix: read the job with its last position, then write only if that position is
   * still the last one (compare and set). A hot path: every provider sends one every few seconds.
   */
  private async store(jobId: string, fix: PositionFix): Promise<PositionAck> {
    const em = this.em.fork();
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const [job]: Array<JobRow | undefined> = await em.execute(
        `select r.id, r.customer_tracking_id, r.status, p.lat, p.lng, p.recorded_at
           from customer_requests r left join provider_positions p on p.request_id = r.id
          where r.provider_job_id = ?`,
        [jobId],
      );
      if (!job) return refused('job_not_found');
      if (!(ACTIVE_PROVIDER_STATUSES as readonly string[]).includes(job.status)) return refused('not_active');
      const previous = job.recorded_at ? { lat: job.lat!, lng: job.lng!, recordedAt: new Date(job.recorded_at) } : null;
      const problem = fixProblem(fix, previous, this.clock.now());
      if (problem) return refused(problem);

      const recordedAt = new Date(fix.recordedAt);
      const stored = previous
        ? await em.execute(
            `update provider_positions set lat = ?, lng = ?, recorded_at = ? where request_id = ? and recorded_at = ? returning request_id`,
            [fix.lat, fix.lng, recordedAt, job.id, previous.recordedAt],
          )
        : await em.execute(
            `insert into provider_positions (request_id, lat, lng, recorded_at) values (?, ?, ?, ?) on conflict (request_id) do nothing returning request_id`,
            [job.id, fix.lat, fix.lng, recordedAt],
          );
      if (stored.length === 0) continue;
      this.events.providerMoved(job.id, job.customer_tracking_id, { lat: fix.lat, lng: fix.lng, recordedAt: recordedAt.toISOString() });
      return { ok: true };
    }
    return refused('unavailable');
  }
}
