import { Injectable } from '@nestjs/common';
import type { CustomerRequestView } from '../../domain/request-views';
import { LookupRateLimiter } from './lookup-rate-limiter.service';
import { RequestLookupService } from './request-lookup.service';
import { toCustomerView } from './views/request-views.mapper';

@Injectable()
export class CustomerTrackingService {
  constructor(
    private readonly lookup: RequestLookupService,
    private readonly limiter: LookupRateLimiter,
  ) {}

  async view(trackingId: string, address: string): Promise<CustomerRequestView> {
    const request = await this.limiter.guard('track', address, () => this.lookup.byTrackingCode(trackingId));
    return toCustomerView(request);
  }
}
