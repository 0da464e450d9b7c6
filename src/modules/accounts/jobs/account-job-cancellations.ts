import { Injectable } from '@nestjs/common';
import { cancellationSplit, cancellationStep, type CancellationSplit } from '../../../domain/cancellation-ladder';
import { DEFAULT_DEPOSIT_PERCENT, depositCents, formatUsd } from '../../../domain/money';
import type { RequestStatus } from '../../../domain/request-status';
import { RateCardService } from '../../pricing';
import { RequestRepository, RequestTransitionsService } from '../../request-core';
import { AccountErrors } from '../account-errors';

/** Before a job is priced on account it has not reached dispatch: its cancel is an unpaid request's. */
const UNPRICED: ReadonlySet<RequestStatus> = new Set(['pending_admin_review', 'admin_priced', 'pending_customer_response', 'negotiating', 'approved', 'customer_accepted', 'payment_pending']);

/**
 * A business account's cancel, by the ladder customers' deposits follow: free until a provider is on
 * the way; from then the fee is what the deposit would have been, billed on the invoice, and the
 * provider is credited the trip fee from it. The split is taken from the row the engine locked, so a
 * cancel racing the provider's 'On My Way' is priced by whichever came first.
 */
@Injectable()
export class AccountJobCancellations {
  constructor(
    private readonly transitions: RequestTransitionsService,
    private readonly requests: RequestRepository,
    private readonly cards: RateCardService,
  ) {}

  async cancel(jobId: string, by: string): Promise<void> {
    const { status } = await this.requests.current(jobId);
    if (!cancellationStep(status)) throw AccountErrors.jobNotCancellable();
    const { terms } = await this.cards.current();
    await this.transitions.runFor<CancellationSplit>(jobId, {
      action: UNPRICED.has(status) ? 'cancel_request' : 'cancel_paid_request',
      actor: 'customer',
      apply: (job) => {
        const step = cancellationStep(job.status);
        if (!step) throw AccountErrors.jobNotCancellable();
        const split = cancellationSplit(depositCents(job.finalPriceCents ?? 0, DEFAULT_DEPOSIT_PERCENT), step, 'customer', terms.cancellation);
        job.cancellationCause = 'customer';
        job.cancellationFeeCents = split.platformFeeCents + split.providerCreditCents;
        job.providerCreditCents = split.providerCreditCents;
        return split;
      },
      activity: (job, split) => `${by} cancelled the job for ${job.onBehalfOf}${feeWords(split)}`,
      texts: (job) => [{ template: 'request-cancelled', to: 'customer' }, ...(job.provider ? [{ template: 'job-cancelled-by-customer' as const, to: 'provider' as const }] : [])],
    });
  }
}

const feeWords = (split: CancellationSplit): string =>
  split.providerCreditCents + split.platformFeeCents === 0
    ? ' at no charge'
    : `; a ${formatUsd(split.platformFeeCents + split.providerCreditCents)} cancellation fee goes on the invoice, ${formatUsd(split.providerCreditCents)} of it credited to the provider`;

