import { Injectable } from '@nestjs/common';
import { customerCancelOutcome, type CancellationSplit, type CancellationStep, type CustomerCancelOutcome } from '../../../domain/cancellation-ladder';
import { formatUsd } from '../../../domain/money';
import type { RequestRecord } from '../../../domain/request-record';
import { DepositCancellationsService } from './deposit-cancellations.service';

/**
 * The customer's own cancel of a paid request at any step before service starts, by the ladder on
 * the rate card; at the car it is their refusal of the service. The split is taken from the locked
 * row, so a cancel racing the provider's Arrived is priced by whichever came first, and refused if
 * that is not the step the customer was quoted.
 */
@Injectable()
export class CustomerCancelService {
  constructor(private readonly cancellations: DepositCancellationsService) {}

  /** What the customer's own cancel would do now, from the deposit actually paid; null once service has started. */
  async quote(request: RequestRecord): Promise<CustomerCancelOutcome | null> {
    const payment = request.depositPaid ? await this.cancellations.paidPayment(request.id) : null;
    return customerCancelOutcome(request.status, payment?.amountCents ?? null);
  }

  async cancel(requestId: string, channel: 'text' | 'page', quotedStep: CancellationStep): Promise<CancellationSplit | null> {
    const how = channel === 'text' ? 'by text' : 'on their page';
    const atTheCar = quotedStep === 'at_the_car';
    return this.cancellations.cancel(requestId, {
      action: 'cancel_paid_request',
      actor: 'customer',
      cause: atTheCar ? 'refused_at_car' : 'customer',
      quotedStep,
      activity: (_locked, split, deposit) =>
        split.refundCents > 0
          ? `Customer cancelled ${how}; the ${formatUsd(split.refundCents)} deposit is refunded in full`
          : `${atTheCar ? `Customer refused the service at the car ${how}` : `Customer cancelled ${how} once the provider was on the way`}; the ${deposit} deposit is kept, ${formatUsd(split.providerCreditCents)} of it credited to the provider`,
      // By text, the answer to their YES tells the customer; the provider is told either way.
      texts: (locked, split) => [
        ...(channel === 'page' ? [{ template: split.refundCents > 0 ? ('deposit-refunded' as const) : ('cancelled-deposit-kept' as const), to: 'customer' as const }] : []),
        ...(locked.provider ? [{ template: 'job-cancelled-by-customer' as const, to: 'provider' as const }] : []),
      ],
    });
  }
}
