import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { conflict } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { goneOnArrivalConfirmable, NOT_HERE_RULES } from '../../../domain/gone-on-arrival';
import { formatUsd } from '../../../domain/money';
import { AutoDispatchService } from '../../dispatch';
import { DepositCancellationsService } from '../../payments';
import { RequestRepository } from '../../request-core';

const MINUTE = 60_000;

/**
 * Closing a request as gone on arrival once the customer let the reply window pass: a dispatcher
 * confirms, or the system does 10 minutes later when auto-dispatch is on for the request. The deposit
 * is kept as the fee, the provider credited their trip fee, and the customer texted a receipt.
 */
@Injectable()
export class GoneOnArrivalService {
  private readonly logger = new Logger(GoneOnArrivalService.name);

  constructor(
    private readonly requests: RequestRepository,
    private readonly cancellations: DepositCancellationsService,
    private readonly autoDispatch: AutoDispatchService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async confirm(requestId: string, by: 'admin' | 'system'): Promise<void> {
    await this.cancellations.cancel(requestId, {
      action: by === 'admin' ? 'confirm_gone_on_arrival' : 'close_gone_on_arrival',
      actor: by,
      cause: 'gone_on_arrival',
      check: (locked) => {
        if (!goneOnArrivalConfirmable(locked, this.clock.now())) throw notConfirmable();
      },
      activity: (_locked, split, deposit) =>
        `${by === 'admin' ? 'Dispatcher confirmed' : 'Closed by the system:'} gone on arrival; the customer did not reply HERE. The ${deposit} deposit is kept, ${formatUsd(split.providerCreditCents)} of it credited to the provider`,
      texts: () => [
        { template: 'gone-on-arrival-receipt', to: 'customer' },
        { template: 'job-closed-gone-on-arrival', to: 'provider' },
      ],
    });
  }

  /** Closes what the system may close by itself; answers how many it closed. */
  async sweep(): Promise<number> {
    const afterMinutes = NOT_HERE_RULES.replyMinutes + NOT_HERE_RULES.systemCloseAfterMinutes;
    const due = await this.requests.reportedNotHereBefore(new Date(this.clock.now().getTime() - afterMinutes * MINUTE));
    let closed = 0;
    for (const request of due) {
      if (!goneOnArrivalConfirmable(request, this.clock.now()) || !(await this.autoDispatch.isOnFor(request.id))) continue;
      try {
        await this.confirm(request.id, 'system');
        closed++;
      } catch (error) {
        this.logger.warn(`Gone on arrival not closed on ${request.id}: ${(error as Error).message}`);
      }
    }
    return closed;
  }
}

const notConfirmable = () =>
  conflict(
    ERROR_CODES.goneOnArrivalNotYet,
    `Gone on arrival can be confirmed only after the provider reported the customer not here and the customer let ${NOT_HERE_RULES.replyMinutes} minutes pass without replying HERE.`,
  );
