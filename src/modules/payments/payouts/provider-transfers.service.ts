import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { PayoutAccount } from '../entities/payout-account.entity';
import { ProviderTransfer, type TransferSource } from '../entities/provider-transfer.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';

/** At most this many transfers a tick: a backlog drains over a few ticks instead of one long transaction. */
const TRANSFERS_PER_TICK = 50;

/**
 * Sends what providers are owed to their payout accounts once those are on. Each transfer is taken
 * locked (other workers skip it) and sent with its own id as the idempotency key, so a retry after a
 * lost answer, or a second worker, never sends it twice.
 */
const TRANSFER_WORDS: Record<TransferSource, string> = {
  balance: 'Balance and tip paid by card',
  credit: 'Trip fee for a cancelled job',
  account_job: 'Job for a business account',
};

@Injectable()
export class ProviderTransfersService {
  private readonly logger = new Logger(ProviderTransfersService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The number of transfers sent. */
  async sweep(): Promise<number> {
    if (this.provider.isTestCheckout) return 0;
    return this.em.fork().transactional(async (tx) => {
      const accounts = await tx.find(PayoutAccount, { status: 'on' }, { fields: ['providerId', 'accountRef'] });
      if (accounts.length === 0) return 0;
      const accountOf = new Map(accounts.map((account) => [account.providerId, account.accountRef]));
      const waiting = await tx.find(
        ProviderTransfer,
        { status: 'waiting', providerId: { $in: [...accountOf.keys()] } },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, orderBy: { createdAt: 'asc' }, limit: TRANSFERS_PER_TICK },
      );
      let sent = 0;
      for (const transfer of waiting) {
        try {
          transfer.transferRef = await this.provider.transfer({
            accountRef: accountOf.get(transfer.providerId)!,
            amountCents: transfer.amountCents,
            currency: transfer.currency,
            paymentIntentId: transfer.paymentIntentId,
            description: TRANSFER_WORDS[transfer.source],
            metadata: { requestId: transfer.requestId, transferId: transfer.id, source: transfer.source },
            idempotencyKey: `transfer:${transfer.id}`,
          });
          transfer.status = 'sent';
          transfer.sentAt = this.clock.now();
          sent++;
        } catch (error) {
          this.logger.warn(`Transfer ${transfer.id} to provider ${transfer.providerId} not sent yet: ${(error as Error).message}`);
        }
      }
      return sent;
    });
  }
}
