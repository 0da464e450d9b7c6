import { Injectable } from '@nestjs/common';
import type { CustomerRequestView } from '../../../contracts/request-views';
import { cancellationStep, type CancellationStep } from '../../../domain/cancellation-ladder';
import { conflict } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { RequestLookupService, RequestTransitionsService, toCustomerView } from '../../request-core';
import { CustomerCancelService } from './customer-cancel.service';

/** The tracking page's 'Cancel Request': the tracking code (throttled like every lookup) names the request. */
@Injectable()
export class CustomerCancelPageService {
  constructor(
    private readonly lookup: RequestLookupService,
    private readonly cancels: CustomerCancelService,
    private readonly transitions: RequestTransitionsService,
  ) {}

  async cancel(trackingId: string, address: string, step: CancellationStep): Promise<CustomerRequestView> {
    const request = await this.lookup.forCustomer(trackingId, address);
    if (request.depositPaid) await this.cancels.cancel(request.id, 'page', step);
    else {
      if (cancellationStep(request.status) !== step) throw conflict(ERROR_CODES.cancellationChanged, 'Reload the page to see what cancelling costs now, then confirm again.');
      await this.transitions.run(request.id, { action: 'cancel_request', actor: 'customer', activity: () => 'Customer cancelled the request on their page' });
    }
    return toCustomerView(await this.lookup.byTrackingCode(trackingId));
  }
}
