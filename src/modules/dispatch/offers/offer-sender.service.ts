import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { CodeGenerator } from '../../../common/codes/code-generator';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { CandidateView } from '../../../contracts/provider-views';
import { offerExpiresAt, TOP_OFFERS, type OfferSource } from '../../../domain/offer-window';
import { required } from '../../../domain/required';
import { offerPageUrl, writeOffer } from './offer-texts';
import { RequestTransitionsService } from '../../request-core';
import { Offer } from '../entities/offer.entity';
import { ProviderCandidatesService } from '../provider-candidates.service';
import { OfferErrors } from './offer-errors';
import { OfferEventsService } from './offer-events.service';
import { OfferExpiryQueueService } from './offer-expiry-queue.service';
import { offerLabel, refuseUnlessAssignable } from './offer-rules';
import { ProviderRows } from '../../providers';

/** Who gets the offer: one provider the dispatcher chose, or the best `top` who have not been offered this job yet. */
/** One chosen provider, or the best `top` not offered this job yet (nor any in `skip`, such as a provider just released from it). */
export type OfferChoice = { providerId: string } | { top: number; skip?: readonly string[] };

/**
 * Sends timed offers of a paid request: each a text with its own page and job number, written with
 * the request's versioned change so an offer never goes out for a request someone just took.
 */
@Injectable()
export class OfferSenderService {
  constructor(
    private readonly em: EntityManager,
    private readonly transitions: RequestTransitionsService,
    private readonly candidates: ProviderCandidatesService,
    private readonly codes: CodeGenerator,
    private readonly events: OfferEventsService,
    private readonly expiry: OfferExpiryQueueService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The offers sent; refused with 'No Eligible Providers' when nobody is left to offer. */
  async send(requestId: string, choice: OfferChoice, source: OfferSource): Promise<Offer[]> {
    const chosen = await this.choose(requestId, choice);
    const { result: sent } = await this.transitions.changeFor<Offer[]>(requestId, {
      actor: source === 'auto' ? 'system' : 'admin',
      check: refuseUnlessAssignable,
      alsoWrite: async (tx, request, texts) => {
        const sent: Offer[] = [];
        const providers = await ProviderRows.byIds(tx, chosen.map((candidate) => candidate.providerId));
        const now = this.clock.now();
        for (const candidate of chosen) {
          const provider = required(providers.find((entry) => entry.id === candidate.providerId), 'the chosen provider');
          const offer = tx.create(Offer, {
            request: request.id,
            provider,
            code: this.codes.capabilityCode(),
            jobNumber: this.codes.jobNumber(),
            source,
            sentAt: now,
            expiresAt: offerExpiresAt(now, this.config.offers.windowSeconds),
            distanceMiles: candidate.distanceMiles,
          });
          sent.push(offer);
          texts.stage({
            to: provider.phone,
            body: writeOffer(provider.language, {
              request,
              jobNumber: offer.jobNumber,
              distanceMiles: candidate.distanceMiles,
              windowMinutes: Math.ceil(this.config.offers.windowSeconds / 60),
              url: offerPageUrl(this.config.publicUrl, offer.code),
            }),
            template: 'job-offer',
            idempotencyKey: `offer:${offer.id}`,
            requestId: request.id,
          });
        }
        // A job number already open for that provider fails the commit's unique index: a lost race, retried with new numbers.
        return sent;
      },
      activity: (_request, sent) => `Offered the job to ${sent.map(offerLabel).join(', ')}; ${this.config.offers.windowSeconds} seconds to answer`,
      afterCommit: async (_request, sent) => {
        this.events.changed(requestId, sent);
        await this.expiry.schedule(sent);
      },
    });
    return sent;
  }

  private async choose(requestId: string, choice: OfferChoice): Promise<CandidateView[]> {
    const ranked = await this.candidates.candidatesFor(requestId);
    const offered = await this.em.fork().find(Offer, { request: requestId }, { fields: ['provider', 'status'] });
    if ('providerId' in choice) {
      const candidate = ranked.find((entry) => entry.providerId === choice.providerId);
      if (!candidate) throw OfferErrors.invalidChoice();
      if (candidate.exclusions.length > 0) throw OfferErrors.notEligible(candidate.name);
      if (offered.some((offer) => offer.provider.id === candidate.providerId && offer.status === 'open')) throw OfferErrors.alreadyOffered(candidate.name);
      return [candidate];
    }
    // 'Offer to Top 3' and the cascade go to providers this job has not reached yet.
    const reached = new Set([...offered.map((offer) => offer.provider.id), ...(choice.skip ?? [])]);
    const next = ranked.filter((entry) => entry.exclusions.length === 0 && !reached.has(entry.providerId)).slice(0, Math.min(choice.top, TOP_OFFERS));
    if (next.length === 0) throw OfferErrors.noEligibleProviders();
    return next;
  }
}
