import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { ProviderJobView } from '../../../contracts/provider-views';
import { awaitingHere, checkNotHere } from '../../../domain/gone-on-arrival';
import { required } from '../../../domain/required';
import { RequestLookupService, RequestTransitionsService, toProviderJobView } from '../../request-core';
import { OnSiteErrors } from '../on-site-errors';
import { JobPhotosService } from '../photos/job-photos.service';

/**
 * The provider's 'Customer Not Here' and the customer's HERE. The report is allowed only from the
 * pickup (by GPS) after the wait, with a photo of the spot taken since arriving; the customer is
 * texted and has 10 minutes to answer before the request can be closed as gone on arrival.
 */
@Injectable()
export class NotHereService {
  constructor(
    private readonly lookup: RequestLookupService,
    private readonly transitions: RequestTransitionsService,
    private readonly photos: JobPhotosService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async report(jobId: string, address: string): Promise<ProviderJobView> {
    const job = await this.lookup.forProvider(jobId, address);
    const changed = await this.transitions.change(job.id, {
      actor: 'provider',
      check: (current) => {
        if (current.providerJobId !== jobId) throw OnSiteErrors.jobWithdrawn();
        const { block } = checkNotHere(current, this.clock.now());
        if (block) throw OnSiteErrors.notHereUnavailable(block);
      },
      apply: async (current, tx) => {
        const photoId = await this.photos.newestOf(current.id, 'not_here', required(current.arrivedAt, 'the arrival'), tx);
        if (!photoId) throw OnSiteErrors.photoRequired('not_here');
        const now = this.clock.now();
        Object.assign(current, { notHereAt: now, notHereMeters: checkNotHere(current, now).meters, notHerePhotoId: photoId });
      },
      activity: (current) =>
        `Provider reported the customer not here, ${current.notHereMeters} m from the pickup after waiting ${minutesBetween(required(current.arrivedAt, 'the arrival'), required(current.notHereAt, 'the report'))} minutes; the customer has 10 minutes to reply HERE`,
      texts: [{ template: 'customer-not-here', to: 'customer' }],
    });
    return toProviderJobView(changed);
  }

  /** The customer's HERE, by text or on their page: the provider is told to look again. */
  async customerHere(requestId: string, channel: 'text' | 'page'): Promise<void> {
    await this.transitions.change(requestId, {
      actor: 'customer',
      check: (current) => {
        if (current.status !== 'arrived' || !awaitingHere(current)) throw OnSiteErrors.notAwaitingHere();
      },
      apply: (current) => {
        current.customerHereAt = this.clock.now();
      },
      activity: () => `Customer answered HERE ${channel === 'text' ? 'by text' : 'on their page'}: they say they are at the pickup`,
      texts: [{ template: 'customer-is-here', to: 'provider' }],
    });
  }
}

function minutesBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / 60_000);
}
