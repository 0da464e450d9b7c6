import { Injectable } from '@nestjs/common';
import type { CustomerRequestView } from '../../contracts/request-views';
import { RequestLookupService, toCustomerView } from '../request-core';

@Injectable()
export class CustomerTrackingService {
  constructor(private readonly lookup: RequestLookupService) {}

  async view(trackingId: string, address: string): Promise<CustomerRequestView> {
    return toCustomerView(await this.lookup.viewForCustomer(trackingId, address));
  }
}
