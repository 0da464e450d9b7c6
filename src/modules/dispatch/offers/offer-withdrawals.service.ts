import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { isOfferOpen, type OfferWithdrawal } from '../../../domain/offer-window';
import { RequestTransitionsService } from '../../request-core';
import { Offer } from '../entities/offer.entity';
import { NothingToChange } from '../../request-core';
import { AutoDispatchService } from './auto-dispatch.service';
import { OfferEventsService } from './offer-events.service';
import { offerLabel } from './offer-rules';

/** The activity log's words for why the offer closed. */
const LOGGED_BECAUSE: Record<OfferWithdrawal, string> = {
  on_another_job: 'they took another job',
  off_duty: 'they went off duty',
  paused: 'a dispatcher deactivated them',
  suspended: 'they were suspended',
};

/**
 * A provider who can no longer take jobs (on another job, off duty, paused or suspended) loses their
 * open offers at once: each closes in its own request's change, its page says why, and that
 * request's auto-dispatch moves on without waiting out the window.
 */
@Injectable()
export class OfferWithdrawalsService {
  private readonly logger = new Logger(OfferWithdrawalsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly transitions: RequestTransitionsService,
    private readonly events: OfferEventsService,
    private readonly autoDispatch: AutoDispatchService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** How many offers were withdrawn; one that fails stays open for its window to close. */
  async withdrawOffersOf(providerId: string, because: OfferWithdrawal): Promise<number> {
    // An offer already past its window is the expiry's to close.
    const open = await this.em.fork().find(Offer, { provider: providerId, status: 'open', expiresAt: { $gt: this.clock.now() } }, { populate: ['provider'] });
    let withdrawn = 0;
    for (const offer of open) {
      if (await this.withdraw(offer, because)) withdrawn += 1;
    }
    return withdrawn;
  }

  private async withdraw(offer: Offer, because: OfferWithdrawal): Promise<boolean> {
    const requestId = offer.request.id;
    try {
      await this.transitions.change(requestId, {
        actor: 'system',
        apply: async (_request, tx) => {
          const current = await tx.findOneOrFail(Offer, offer.id);
          if (!isOfferOpen(current, this.clock.now())) throw new NothingToChange();
          Object.assign(current, { status: 'withdrawn', withdrawnBecause: because });
          Object.assign(offer, { status: 'withdrawn', withdrawnBecause: because });
        },
        activity: () => `Offer to ${offerLabel(offer)} withdrawn: ${LOGGED_BECAUSE[because]}`,
        afterCommit: async () => {
          this.events.changed(requestId, [offer]);
          await this.autoDispatch.windowClosed(requestId);
        },
      });
      return true;
    } catch (error) {
      if (error instanceof NothingToChange) return false;
      this.logger.warn(`Offer ${offer.id} left open after its provider became unavailable (${because}): ${(error as Error).message}`);
      return false;
    }
  }
}
