import { Injectable } from '@nestjs/common';
import type { CustomerRequestView } from '../../domain/request-views';
import { RequestLookupService } from './request-lookup.service';
import { toCustomerView } from './views/request-views.mapper';

@Injectable()
export class CustomerTrackingService {
  constructor(private readonly lookup: RequestLookupService) {}

  async view(trackingId: string, address: string): Promise<CustomerRequestView> {
    return toCustomerView(await this.lookup.forCustomer(trackingId, address));
  }
}
