import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { TickGuard } from '../../../common/time/tick-guard';
import { ProviderTransfersService } from './provider-transfers.service';

/** A minute's wait is nothing beside the payout schedule the money then follows. */
export const PROVIDER_TRANSFERS_MS = 60_000;

/** A per-process tick in each worker: transfers are taken locked and skipped by the others, so none is sent twice. */
@Injectable()
export class ProviderTransfersTicker {
  private readonly guard = new TickGuard(new Logger(ProviderTransfersTicker.name), 'Provider transfers');

  constructor(private readonly transfers: ProviderTransfersService) {}

  @Interval(PROVIDER_TRANSFERS_MS)
  async tick(): Promise<void> {
    await this.guard.run(() => this.transfers.sweep());
  }
}
