import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { NothingToChange, RequestRepository, RequestTransitionsService } from '../../request-core';
import { stillUnaccepted } from '../../../domain/no-provider';

/**
 * Nobody waits on an unaccepted request without being offered their money back: once no provider
 * has taken a paid request within the wait promised, its customer is texted WAIT or REFUND (the same
 * two buttons are on their page) and dispatchers see 'No Provider Yet'. Asked once per request; the
 * question is decided again on the locked row, so every worker can run the watch.
 */
@Injectable()
export class NoProviderWatchService {
  private readonly logger = new Logger(NoProviderWatchService.name);

  constructor(
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Asks every customer whose wait is over; answers how many were asked. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const waiting = await this.requests.unansweredSince(new Date(now.getTime() - this.config.noProviderWaitMinutes * 60_000));
    let asked = 0;
    for (const request of waiting) {
      try {
        await this.transitions.change(request.id, {
          actor: 'system',
          check: (current) => {
            // Taken, cancelled or asked meanwhile.
            if (!stillUnaccepted(current) || current.noProviderAskedAt) throw new NothingToChange();
          },
          apply: (current) => {
            current.noProviderAskedAt = now;
          },
          activity: () => `No provider took the job within ${this.config.noProviderWaitMinutes} minutes of payment; the customer was offered a full refund (WAIT or REFUND)`,
          texts: [{ template: 'no-provider-yet', to: 'customer' }],
        });
        asked++;
      } catch (error) {
        if (error instanceof NothingToChange) continue;
        this.logger.warn(`No-provider question not asked on ${request.id}: ${(error as Error).message}`);
      }
    }
    return asked;
  }
}
