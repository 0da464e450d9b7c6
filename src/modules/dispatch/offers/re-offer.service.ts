import { Injectable } from '@nestjs/common';
import { AppError } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { RequestOffersView } from '../../../contracts/offer-views';
import { TOP_OFFERS } from '../../../domain/offer-window';
import { RequestErrors, RequestRepository, RequestTransitionsService } from '../../request-core';
import { releaseJob } from '../job-release';
import { ProviderCandidatesService } from '../provider-candidates.service';
import { OfferErrors } from './offer-errors';
import { OfferReadsService } from './offer-reads.service';
import { OfferSenderService } from './offer-sender.service';

/**
 * 'Re-offer' for a provider who is not progressing: the job is taken back from them (they are told
 * by text, their link closes) and offered at once to the three best other trucks. Nothing is taken
 * back when nobody else could be offered it.
 */
@Injectable()
export class ReofferService {
  constructor(
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    private readonly candidates: ProviderCandidatesService,
    private readonly sender: OfferSenderService,
    private readonly reads: OfferReadsService,
  ) {}

  async reoffer(requestId: string): Promise<RequestOffersView> {
    const request = await this.requests.byId(requestId);
    if (!request) throw RequestErrors.requestNotFound();
    const current = request.provider;
    if (!current) throw OfferErrors.notReofferable();
    const others = (await this.candidates.candidatesFor(requestId)).filter((candidate) => candidate.exclusions.length === 0 && candidate.providerId !== current.id);
    if (others.length === 0) throw OfferErrors.noEligibleProviders();

    await this.transitions.run(requestId, {
      action: 'release_provider',
      actor: 'admin',
      textsBefore: [{ template: 'job-withdrawn', to: 'provider' }],
      apply: async (job, tx) => {
        // Reassigned meanwhile: that dispatcher's choice stands.
        if (job.provider?.id !== current.id) throw OfferErrors.notReofferable();
        await releaseJob(job, tx);
      },
      activity: () => `Released provider ${current.name} to offer the job to other providers`,
    });
    await this.sender.send(requestId, { top: TOP_OFFERS, skip: [current.id] }, 'top');
    return this.reads.forRequest(requestId);
  }

  /**
   * A job its provider dropped goes back to offers at once, to the best other trucks; false when
   * nobody else can be offered it (or it moved on meanwhile), and it waits for the dispatcher.
   */
  async offerDropped(requestId: string, droppedBy: string): Promise<boolean> {
    try {
      await this.sender.send(requestId, { top: TOP_OFFERS, skip: [droppedBy] }, 'top');
      return true;
    } catch (error) {
      if (error instanceof AppError && (error.code === ERROR_CODES.noEligibleProviders || error.kind === 'conflict')) return false;
      throw error;
    }
  }
}
