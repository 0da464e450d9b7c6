import { Injectable } from '@nestjs/common';
import type { LateChoice } from '../../../domain/arrival-promise';
import { noProviderRefundOpen } from '../../../domain/no-provider';
import type { RequestRecord } from '../../../domain/request-record';
import { RequestErrors, RequestRepository, RequestTransitionsService } from '../../request-core';
import { DepositsService } from '../../payments';

/**
 * A customer's answer to a broken promise, the same by text (WAIT / REFUND) as on their page's two
 * buttons: a provider running late, or no provider taking the job within the wait promised.
 */
@Injectable()
export class LateChoiceService {
  constructor(
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    private readonly deposits: DepositsService,
  ) {}

  /** Refused (409 not_running_late) when neither promise is broken; a repeated WAIT changes nothing more. */
  async choose(requestId: string, choice: LateChoice, channel: 'text' | 'page'): Promise<void> {
    const request = await this.requests.byId(requestId);
    if (!request) throw RequestErrors.requestNotFound();
    if (noProviderRefundOpen(request)) return this.chooseWithoutProvider(requestId, choice, channel);
    if (choice === 'refund') return this.deposits.refundForLateArrival(requestId, channel);
    await this.transitions.change(requestId, {
      actor: 'customer',
      check: refuseUnlessLate,
      apply: (late) => {
        late.lateChoice = 'wait';
      },
      activity: () => `Customer chose to keep waiting for the late provider ${channel === 'text' ? 'by text' : 'on their page'}`,
    });
  }

  private async chooseWithoutProvider(requestId: string, choice: LateChoice, channel: 'text' | 'page'): Promise<void> {
    if (choice === 'refund') return this.deposits.refundForNoProvider(requestId, channel);
    await this.transitions.change(requestId, {
      actor: 'customer',
      check: (current) => {
        if (!noProviderRefundOpen(current)) throw RequestErrors.notRunningLate();
      },
      apply: (waiting) => {
        waiting.noProviderChoice = 'wait';
      },
      activity: () => `Customer chose to keep waiting for a provider ${channel === 'text' ? 'by text' : 'on their page'}`,
    });
  }
}

function refuseUnlessLate(request: RequestRecord): void {
  if (request.runningLateSince === null || request.status === 'cancelled' || request.arrivedAt !== null) throw RequestErrors.notRunningLate();
}
