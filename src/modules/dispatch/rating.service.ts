import { Injectable } from '@nestjs/common';
import type { CustomerRequestView } from '../../contracts/request-views';
import { RequestLookupService, RequestTransitionsService, toCustomerView } from '../request-core';

/** The customer's rating of a completed job: once, through the lifecycle table, and logged. */
@Injectable()
export class RatingService {
  constructor(
    private readonly lookup: RequestLookupService,
    private readonly transitions: RequestTransitionsService,
  ) {}

  async rate(trackingId: string, address: string, rating: number, review: string | undefined): Promise<CustomerRequestView> {
    const { id } = await this.lookup.forCustomer(trackingId, address);
    const rated = await this.transitions.run(id, {
      action: 'rate_service',
      actor: 'customer',
      apply: (request) => {
        request.customerRating = rating;
        request.customerReview = review?.trim() || null;
      },
      activity: () => `Rated the service ${rating} ${rating === 1 ? 'star' : 'stars'}`,
    });
    return toCustomerView(rated);
  }
}
