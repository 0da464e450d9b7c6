import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { isOfferOpen } from '../../../domain/offer-window';
import type { JobResult } from '../../../infra/queue/queue-catalogue';
import { RequestTransitionsService } from '../../request-core';
import { Offer } from '../entities/offer.entity';
import { AutoDispatchService } from './auto-dispatch.service';
import { OfferEventsService } from './offer-events.service';
import { offerLabel } from './offer-rules';
import { writeOfferRow } from './offer-row-writes';
import { AppMetrics } from '../../../infra/metrics/app-metrics';

/** The sweep's batch: more overdue offers than this wait for its next run. */
const SWEEP_LIMIT = 200;

/**
 * Closes an offer's window: it is marked expired in the request's log, the dispatchers and the
 * provider's pages hear it at once, and auto-dispatch moves on.
 */
@Injectable()
export class OfferExpiryService {
  private readonly logger = new Logger(OfferExpiryService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly transitions: RequestTransitionsService,
    private readonly events: OfferEventsService,
    private readonly autoDispatch: AutoDispatchService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly metrics: AppMetrics,
  ) {}

  async expire(offerId: string): Promise<JobResult> {
    const offer = await this.em.fork().findOne(Offer, offerId, { populate: ['provider'] });
    if (!offer) return { outcome: 'skipped', reason: 'the offer is gone with its request' };
    if (offer.status !== 'open') return { outcome: 'skipped', reason: `the offer was ${offer.status}` };
    // A job a clock skew woke early leaves the offer to the sweep.
    if (isOfferOpen(offer, this.clock.now())) return { outcome: 'skipped', reason: 'not due yet' };
    const expired = await writeOfferRow(this.em, offer.id, async (tx, current) => {
      if (current.status !== 'open') return false;
      current.status = 'expired';
      this.transitions.logInTransaction(tx, offer.request.id, `Offer to ${offerLabel(offer)} expired unanswered`);
      return true;
    });
    if (!expired) return { outcome: 'skipped', reason: 'answered meanwhile' };
    offer.status = 'expired';
    this.metrics.offers.inc({ outcome: 'expired' });
    this.events.changed(offer.request.id, [offer]);
    await this.autoDispatch.windowClosed(offer.request.id);
    return { outcome: 'done', detail: `offer ${offer.jobNumber} expired` };
  }

  /** Every open offer past its window whose job did not run (Redis lost it, or the worker was down). */
  async sweep(): Promise<number> {
    const overdue = await this.em.fork().find(Offer, { status: 'open', expiresAt: { $lte: this.clock.now() } }, { fields: ['id'], limit: SWEEP_LIMIT, orderBy: { expiresAt: 'asc' } });
    let expired = 0;
    for (const { id } of overdue) {
      try {
        if ((await this.expire(id)).outcome === 'done') expired += 1;
      } catch (error) {
        this.logger.warn(`Offer ${id} left for the next sweep: ${(error as Error).message}`);
      }
    }
    return expired;
  }
}
