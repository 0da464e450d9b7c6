import { dallasDate, standingOn } from '../../../domain/provider-credentials';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { AppError } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { Language } from '../../../domain/language';
import { isOfferOpen } from '../../../domain/offer-window';
import { isEtaInRange } from '../../../domain/text-commands';
import { RequestRepository, RequestTransitionsService } from '../../request-core';
import { AssignmentService } from '../assignment.service';
import { Offer, type OfferChannel } from '../entities/offer.entity';
import { AutoDispatchService } from './auto-dispatch.service';
import { OfferErrors } from './offer-errors';
import { OfferEventsService } from './offer-events.service';
import { OfferWithdrawalsService } from './offer-withdrawals.service';
import { offerLabel, withdrawnNote } from './offer-rules';
import { writeOfferRow } from './offer-row-writes';
import { AppMetrics } from '../../../infra/metrics/app-metrics';
import { ProviderErrors, ProviderRows } from '../../providers';

/** What a text from a provider can answer: their offers still marked open (one may have just expired). */
export interface OpenOffersOfProvider {
  language: Language;
  offers: Array<{ id: string; jobNumber: string; requestId: string }>;
  /** Their offers of the last hour that another provider took or that ran out, newest first: a late YES is told which. */
  closed: Array<{ jobNumber: string; requestId: string; outcome: 'taken' | 'expired' }>;
}

/** How long after an offer went out a late answer to it is still told what became of it. */
const LATE_ANSWER_WINDOW_MS = 60 * 60_000;

/** Refusals of the lifecycle that mean someone else has the job, or the request closed, before this answer. */
const TAKEN_REFUSALS = new Set<string>([ERROR_CODES.providerAlreadyAssigned, ERROR_CODES.illegalTransition, ERROR_CODES.paymentNotReceived]);

/** Why an offer takes no answer now, seen on its row as it stands in the answer's transaction. */
function refuseClosed(offer: Offer, now: Date): void {
  if (offer.status === 'withdrawn') throw offer.withdrawnBecause ? OfferErrors.withdrawn(offer.withdrawnBecause) : OfferErrors.taken();
  if (offer.status === 'accepted' || offer.status === 'declined') throw OfferErrors.answered();
  if (!isOfferOpen(offer, now)) throw OfferErrors.expired();
}

/**
 * A provider's answer to an offer, from its page or by text. Accepting is the lifecycle's
 * `accept_job_offer`, written with the request's version: of any number of racing acceptances
 * exactly one commits, and the rest are re-checked against it and told the job is taken.
 */
@Injectable()
export class OfferAnswersService {
  constructor(
    private readonly em: EntityManager,
    private readonly transitions: RequestTransitionsService,
    private readonly requests: RequestRepository,
    private readonly assignment: AssignmentService,
    private readonly events: OfferEventsService,
    private readonly autoDispatch: AutoDispatchService,
    private readonly withdrawals: OfferWithdrawalsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly metrics: AppMetrics,
  ) {}

  async accept(offerId: string, etaMinutes: number, channel: OfferChannel): Promise<void> {
    if (!isEtaInRange(etaMinutes)) throw OfferErrors.invalidEta();
    const offer = await this.offer(offerId);
    try {
      await this.transitions.run(offer.request.id, this.assignment.plan({
        action: 'accept_job_offer',
        actor: 'provider',
        etaMinutes,
        choose: async (_request, tx) => {
          const now = this.clock.now();
          const current = await tx.findOneOrFail(Offer, offer.id, { populate: ['provider'] });
          refuseClosed(current, now);
          // The provider's row lock makes their acceptances of two jobs wait for each other, so the second sees the first,
          // and a pause or suspension committed meanwhile is read from the locked row.
          const provider = await ProviderRows.lock(tx, current.provider.id);
          if (!provider.active) throw ProviderErrors.paused();
          if (standingOn(provider, dallasDate(now)) !== 'active') throw ProviderErrors.suspended();
          if (await this.requests.hasActiveJob(current.provider.id, tx)) throw OfferErrors.busy();
          Object.assign(current, { status: 'accepted', answeredAt: now, answeredBy: channel, etaMinutes });
          return { provider: current.provider, accepted: current };
        },
        activity: ({ withdrawn }) =>
          `${offer.provider.name} accepted offer ${offer.jobNumber} with an ETA of ${etaMinutes} minutes ${channel === 'sms' ? 'by text' : 'on the offer page'}; ` +
          `assigned and generated tracking and job links${withdrawnNote(withdrawn)}`,
        afterCommit: async ({ accepted, withdrawn, cascadeEnded }) => {
          this.metrics.offers.inc({ outcome: 'accepted' });
          this.events.changed(offer.request.id, [accepted ?? offer, ...withdrawn]);
          if (cascadeEnded) this.autoDispatch.announce(offer.request.id, 'accepted');
          // The winner is on a job now: their offers of other jobs close, and those requests' auto-dispatch moves on.
          await this.withdrawals.withdrawOffersOf(offer.provider.id, 'on_another_job');
        },
      }));
    } catch (error) {
      if (error instanceof AppError && TAKEN_REFUSALS.has(error.code)) await this.refuseLate(offer);
      throw error;
    }
  }

  async decline(offerId: string, reason: string | null, channel: OfferChannel): Promise<void> {
    const offer = await this.offer(offerId);
    const requestId = offer.request.id;
    await writeOfferRow(this.em, offer.id, async (tx, current) => {
      const now = this.clock.now();
      refuseClosed(current, now);
      Object.assign(current, { status: 'declined', answeredAt: now, answeredBy: channel, declineReason: reason });
      this.transitions.logInTransaction(tx, requestId, `${offerLabel(offer)} declined the offer${reason ? `: ${reason}` : ''}`, 'provider');
    });
    Object.assign(offer, { status: 'declined', declineReason: reason });
    this.metrics.offers.inc({ outcome: 'declined' });
    this.events.changed(requestId, [offer]);
    await this.autoDispatch.windowClosed(requestId);
  }

  /** The roster provider with this phone, their offers still marked open (oldest first) and those just closed; null when the number is on no roster entry. */
  async openOffersOf(phone: string): Promise<OpenOffersOfProvider | null> {
    const em = this.em.fork();
    const provider = await ProviderRows.byPhone(em, phone);
    if (!provider) return null;
    const [offers, closed] = await Promise.all([
      em.find(Offer, { provider, status: 'open' }, { orderBy: { sentAt: 'asc' } }),
      em.find(
        Offer,
        {
          provider,
          sentAt: { $gte: new Date(this.clock.now().getTime() - LATE_ANSWER_WINDOW_MS) },
          $or: [{ status: 'expired' }, { status: 'withdrawn', withdrawnBecause: null }],
        },
        { orderBy: { sentAt: 'desc' } },
      ),
    ]);
    return {
      language: provider.language,
      offers: offers.map((offer) => ({ id: offer.id, jobNumber: offer.jobNumber, requestId: offer.request.id })),
      // Withdrawn for no reason of the provider's own: the job went to someone else.
      closed: closed.map((offer) => ({ jobNumber: offer.jobNumber, requestId: offer.request.id, outcome: offer.status === 'expired' ? 'expired' : 'taken' })),
    };
  }

  /**
   * The first time the provider opens the offer page, for the dispatcher's log; of two opens at once,
   * the second finds it seen and logs nothing. Bookkeeping, written without the offer's version so it
   * never makes an answer lose a race.
   */
  async markSeen(offer: Offer): Promise<void> {
    if (offer.seenAt || !isOfferOpen(offer, this.clock.now())) return;
    const seen = await this.em.fork().transactional(async (tx) => {
      if (!(await tx.nativeUpdate(Offer, { id: offer.id, seenAt: null }, { seenAt: this.clock.now() }))) return false;
      this.transitions.logInTransaction(tx, offer.request.id, `${offerLabel(offer)} opened the offer`, 'provider');
      return true;
    });
    if (seen) this.events.changed(offer.request.id, [offer]);
  }

  private async offer(offerId: string): Promise<Offer> {
    const offer = await this.em.fork().findOne(Offer, offerId, { populate: ['provider'] });
    if (!offer) throw OfferErrors.notFound();
    return offer;
  }

  /** The lifecycle refused: this provider's own acceptance already won, or the job went to someone else or closed. */
  private async refuseLate(offer: Offer): Promise<void> {
    const current = await this.em.fork().findOneOrFail(Offer, offer.id);
    if (current.status === 'accepted') throw OfferErrors.answered();
    if (current.status === 'open' && !isOfferOpen(current, this.clock.now())) throw OfferErrors.expired();
    throw OfferErrors.taken();
  }
}
