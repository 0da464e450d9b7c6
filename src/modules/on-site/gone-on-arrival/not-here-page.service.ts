import { Injectable } from '@nestjs/common';
import type { CustomerRequestView } from '../../../contracts/request-views';
import { RequestLookupService, toCustomerView } from '../../request-core';
import { NotHereService } from './not-here.service';

/** The tracking page's 'I'm Here': the tracking code (throttled like every lookup) names the request. */
@Injectable()
export class NotHerePageService {
  constructor(
    private readonly lookup: RequestLookupService,
    private readonly notHere: NotHereService,
  ) {}

  async here(trackingId: string, address: string): Promise<CustomerRequestView> {
    const request = await this.lookup.forCustomer(trackingId, address);
    await this.notHere.customerHere(request.id, 'page');
    return toCustomerView(await this.lookup.byTrackingCode(trackingId));
  }
}
