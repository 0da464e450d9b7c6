import { Injectable } from '@nestjs/common';
import type { CustomerRequestView } from '../../../contracts/request-views';
import type { LateChoice } from '../../../domain/arrival-promise';
import { RequestLookupService, toCustomerView } from '../../request-core';
import { LateChoiceService } from './late-choice.service';

/** The tracking page's two buttons: the tracking code (throttled like every lookup) names the request. */
@Injectable()
export class LateChoicePageService {
  constructor(
    private readonly lookup: RequestLookupService,
    private readonly choices: LateChoiceService,
  ) {}

  async choose(trackingId: string, address: string, choice: LateChoice): Promise<CustomerRequestView> {
    const request = await this.lookup.forCustomer(trackingId, address);
    await this.choices.choose(request.id, choice, 'page');
    return toCustomerView(await this.lookup.byTrackingCode(trackingId));
  }
}
