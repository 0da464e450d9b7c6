import { Injectable } from '@nestjs/common';
import type { CustomerRequestView } from '../../../contracts/request-views';
import type { RequestRecord } from '../../../domain/request-record';
import { RequestErrors, RequestLookupService, RequestTransitionsService, toCustomerView } from '../../request-core';

/** The customer's rating of a completed job: once, through the lifecycle table, and logged. */
@Injectable()
export class RatingService {
  constructor(
    private readonly lookup: RequestLookupService,
    private readonly transitions: RequestTransitionsService,
  ) {}

  async rate(trackingId: string, address: string, rating: number, review: string | undefined): Promise<CustomerRequestView> {
    const { id } = await this.lookup.forCustomer(trackingId, address);
    return toCustomerView(await this.rateById(id, rating, review, 'page'));
  }

  /** A digit replied to the completion text; the review may follow in the next text. */
  rateByText(requestId: string, rating: number): Promise<RequestRecord> {
    return this.rateById(requestId, rating, undefined, 'text');
  }

  /** The words a customer texted after rating by text: kept once, as the review they did not write yet. */
  addReviewByText(requestId: string, review: string): Promise<RequestRecord> {
    return this.transitions.change(requestId, {
      actor: 'customer',
      check: (request) => {
        if (request.customerRating === null || request.customerReview !== null) throw RequestErrors.concurrentChange();
      },
      apply: (request) => {
        request.customerReview = review;
      },
      activity: () => 'Added a review by text',
    });
  }

  private rateById(id: string, rating: number, review: string | undefined, channel: 'page' | 'text'): Promise<RequestRecord> {
    return this.transitions.run(id, {
      action: 'rate_service',
      actor: 'customer',
      apply: (request) => {
        request.customerRating = rating;
        request.customerReview = review?.trim() || null;
      },
      activity: () => `Rated the service ${rating} ${rating === 1 ? 'star' : 'stars'}${channel === 'text' ? ' by text' : ''}`,
    });
  }
}
