import { Injectable } from '@nestjs/common';
import type { LateChoice } from '../../../domain/arrival-promise';
import type { RequestRecord } from '../../../domain/request-record';
import { RequestErrors, RequestTransitionsService } from '../../request-core';
import { DepositsService } from '../../payments';

/** A late customer's answer to the slip, the same by text (WAIT / REFUND) as on their page's two buttons. */
@Injectable()
export class LateChoiceService {
  constructor(
    private readonly transitions: RequestTransitionsService,
    private readonly deposits: DepositsService,
  ) {}

  /** Refused (409 not_running_late) unless the provider is running late; a repeated WAIT changes nothing more. */
  async choose(requestId: string, choice: LateChoice, channel: 'text' | 'page'): Promise<void> {
    if (choice === 'refund') return this.deposits.refundForLateArrival(requestId, channel);
    await this.transitions.change(requestId, {
      actor: 'customer',
      check: refuseUnlessLate,
      apply: (request) => {
        request.lateChoice = 'wait';
      },
      activity: () => `Customer chose to keep waiting for the late provider ${channel === 'text' ? 'by text' : 'on their page'}`,
    });
  }
}

function refuseUnlessLate(request: RequestRecord): void {
  if (request.runningLateSince === null || request.status === 'cancelled' || request.arrivedAt !== null) throw RequestErrors.notRunningLate();
}
