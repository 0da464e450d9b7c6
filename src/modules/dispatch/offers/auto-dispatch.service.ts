import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { AppError } from '../../../common/errors/app-error';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { AutoDispatchOutcome } from '../../../contracts/offer-views';
import { RequestTransitionsService } from '../../request-core';
import { AutoDispatch } from '../entities/auto-dispatch.entity';
import { DispatchSetting } from '../entities/dispatch-setting.entity';
import { Offer } from '../entities/offer.entity';
import { OfferErrors } from './offer-errors';
import { OfferEventsService } from './offer-events.service';
import { refuseUnlessAssignable } from './offer-rules';
import { NothingToChange } from '../../request-core';
import { OfferSenderService } from './offer-sender.service';

/** The setting that starts auto-dispatch on every request as its deposit is paid. */
export const AUTO_DISPATCH_ALL = 'auto_dispatch_all';

/**
 * The cascade: while it runs on a request, each window that closes unanswered (expired or
 * declined) with no other offer open sends the job to the next best provider, until someone
 * accepts or nobody is left ('No provider accepted: assign manually').
 */
@Injectable()
export class AutoDispatchService {
  private readonly logger = new Logger(AutoDispatchService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly transitions: RequestTransitionsService,
    private readonly sender: OfferSenderService,
    private readonly events: OfferEventsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async start(requestId: string, actor: 'admin' | 'system'): Promise<void> {
    const em = this.em.fork();
    const running = await em.findOne(AutoDispatch, { request: requestId });
    if (running && running.outcome === null) return;
    await this.transitions.change(requestId, {
      actor,
      check: refuseUnlessAssignable,
      alsoWrite: async (tx) => {
        await tx.upsert(AutoDispatch, { request: requestId, startedAt: this.clock.now(), stoppedAt: null, outcome: null });
      },
      activity: () => (actor === 'admin' ? 'Dispatcher started auto-dispatch' : 'Auto-dispatch started for every paid request'),
      afterCommit: async () => this.announce(requestId, null),
    });
    const open = await em.fork().count(Offer, { request: requestId, status: 'open' });
    if (open === 0) await this.offerNext(requestId);
  }

  async stop(requestId: string): Promise<void> {
    const stopped = await this.finish(requestId, 'stopped', 'Dispatcher stopped auto-dispatch', 'admin');
    if (!stopped) throw OfferErrors.autoDispatchNotRunning();
  }

  /** A window closed without an acceptance: the next provider, if the cascade runs and no other offer is open. */
  async windowClosed(requestId: string): Promise<void> {
    const em = this.em.fork();
    const run = await em.findOne(AutoDispatch, { request: requestId, outcome: null });
    if (!run) return;
    if ((await em.count(Offer, { request: requestId, status: 'open' })) > 0) return;
    await this.offerNext(requestId);
  }

  /** Starts the cascade on a request whose deposit was just paid, when the desk's setting says so. */
  async depositPaid(requestId: string): Promise<void> {
    const setting = await this.em.fork().findOne(DispatchSetting, { name: AUTO_DISPATCH_ALL });
    if (!setting?.enabled) return;
    try {
      await this.start(requestId, 'system');
    } catch (error) {
      this.logger.warn(`Auto-dispatch did not start on ${requestId}: ${(error as Error).message}`);
    }
  }

  /** Whether the desk lets the system act on this request by itself: auto-dispatch runs for every request, or ran on this one. */
  async isOnFor(requestId: string): Promise<boolean> {
    const em = this.em.fork();
    const setting = await em.findOne(DispatchSetting, { name: AUTO_DISPATCH_ALL });
    return setting?.enabled === true || (await em.count(AutoDispatch, { request: requestId })) > 0;
  }

  announce(requestId: string, outcome: AutoDispatchOutcome | null): void {
    this.events.autoDispatch(requestId, outcome);
  }

  private async offerNext(requestId: string): Promise<void> {
    try {
      await this.sender.send(requestId, { top: 1 }, 'auto');
    } catch (error) {
      if (error instanceof AppError && error.code === ERROR_CODES.noEligibleProviders) {
        await this.finish(requestId, 'exhausted', 'No provider accepted: assign manually', 'system');
        return;
      }
      // The request was taken or closed meanwhile: the cascade has nothing left to do.
      if (error instanceof AppError && error.kind === 'conflict') {
        await this.finish(requestId, 'stopped', `Auto-dispatch stopped: ${error.message}`, 'system');
        return;
      }
      throw error;
    }
  }

  /** Ends a running cascade with its outcome and a log entry; false when none was running. */
  private async finish(requestId: string, outcome: AutoDispatchOutcome, activity: string, actor: 'admin' | 'system'): Promise<boolean> {
    try {
      await this.transitions.change(requestId, {
        actor,
        alsoWrite: async (tx) => {
          const finished = (await tx.nativeUpdate(AutoDispatch, { request: requestId, outcome: null }, { outcome, stoppedAt: this.clock.now() })) > 0;
          if (!finished) throw new NothingToChange();
        },
        activity: () => activity,
        afterCommit: async () => this.announce(requestId, outcome),
      });
      return true;
    } catch (error) {
      if (error instanceof NothingToChange) return false;
      throw error;
    }
  }
}
