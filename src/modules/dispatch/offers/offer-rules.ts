import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../common/errors/app-error';
import { transition } from '../../../domain/request-lifecycle';
import type { RequestRecord } from '../../../domain/request-record';
import type { TextStager } from '../../notifications';
import { lifecycleStateOf } from '../../request-core';
import { Offer } from '../entities/offer.entity';
import { writeOfferReply } from './offer-texts';

/** Whether a provider's acceptance could take the request now: the lifecycle's own rule for `accept_job_offer`. */
export const isAssignable = (request: RequestRecord): boolean => transition(lifecycleStateOf(request), 'accept_job_offer', 'provider').ok;

/** Offers go out only for a request a provider could take now; otherwise the lifecycle's reason, as a 409. */
export function refuseUnlessAssignable(request: RequestRecord): void {
  const move = transition(lifecycleStateOf(request), 'accept_job_offer', 'provider');
  if (!move.ok) throw new AppError('conflict', move.refusal, move.message);
}

/**
 * Inside the transaction that gives the request a provider: every other open offer is withdrawn and
 * its provider texted 'This job has been taken by another provider', committed with the assignment or not at all.
 */
export async function withdrawOpenOffers(tx: EntityManager, request: RequestRecord, texts: TextStager, exceptOfferId: string | null): Promise<Offer[]> {
  const open = await tx.find(Offer, { request: request.id, status: 'open', ...(exceptOfferId ? { id: { $ne: exceptOfferId } } : {}) }, { populate: ['provider'] });
  for (const offer of open) {
    offer.status = 'withdrawn';
    texts.stage({
      to: offer.provider.phone,
      body: writeOfferReply(offer.provider.language, 'offer-taken', { job: offer.jobNumber }),
      template: 'offer-taken',
      idempotencyKey: `offer-taken:${offer.id}`,
      requestId: request.id,
    });
  }
  return open;
}


/** 'Sam's Towing (offer 4821)', for the activity log. */
export const offerLabel = (offer: Offer): string => `${offer.provider.name} (offer ${offer.jobNumber})`;

/** The offers an assignment withdrew, for its log entry. */
export const withdrawnNote = (withdrawn: readonly Offer[]): string =>
  withdrawn.length === 0 ? '' : `; withdrew the offers to ${withdrawn.map(offerLabel).join(', ')}`;
