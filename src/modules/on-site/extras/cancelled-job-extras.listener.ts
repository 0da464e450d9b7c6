import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { SUBSCRIBER_OPTIONS } from '../../../infra/events/domain-events';
import { PaidRequestCancelled } from '../../payments';
import { ExtraChargesService } from './extra-charges.service';

/** Nothing waits on a cancelled job: charges still open at the car expire, owed by nobody. */
@Injectable()
export class CancelledJobExtrasListener {
  constructor(private readonly extras: ExtraChargesService) {}

  @OnEvent(PaidRequestCancelled.name, SUBSCRIBER_OPTIONS)
  async expireOpenExtras(event: PaidRequestCancelled): Promise<void> {
    await this.extras.expireOpenOfCancelled(event.requestId);
  }
}
