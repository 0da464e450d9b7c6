import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { afterWrongCode, checkArrivalCode, MAX_WRONG_ARRIVAL_CODES, type ArrivalCodeState } from '../../../domain/arrival-code';
import type { RequestRecord } from '../../../domain/request-record';
import { RequestErrors, RequestRepository, RequestTransitionsService } from '../../request-core';
import { OnSiteErrors } from '../on-site-errors';

/** A compare-and-set loses only to another wrong try landing first; each loss means one was counted. */
const ATTEMPTS = 10;

export const arrivalCodeState = (request: RequestRecord): ArrivalCodeState => ({
  code: request.arrivalCode,
  verifiedAt: request.arrivalVerifiedAt,
  failures: request.arrivalCodeFailures,
  lockedUntil: request.arrivalLockedUntil,
});

/**
 * The driver at the car proves they are the customer's provider with the customer's code. Wrong codes
 * are counted outside the refused step (which rolls back); the fifth locks arrival for ten minutes and
 * tells the dispatchers, who can verify arrival themselves with a reason.
 */
@Injectable()
export class ArrivalCodeService {
  constructor(
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Throws unless `given` lets this provider mark arrival now; answers whether the code verified it. */
  async admit(request: RequestRecord, given: string | null | undefined): Promise<boolean> {
    const outcome = checkArrivalCode(arrivalCodeState(request), given, this.clock.now());
    if (outcome === 'not_needed') return false;
    if (outcome === 'verified') return true;
    if (outcome === 'missing') throw OnSiteErrors.arrivalCodeRequired();
    if (outcome === 'locked') throw OnSiteErrors.arrivalLocked();
    const tries = await this.countWrongCode(request.id);
    if (tries.lockedUntil === null) throw OnSiteErrors.wrongArrivalCode(MAX_WRONG_ARRIVAL_CODES - tries.failures);
    await this.transitions.change(request.id, {
      actor: 'provider',
      activity: () => `Arrival locked for 10 minutes after ${MAX_WRONG_ARRIVAL_CODES} wrong arrival codes; a dispatcher can verify arrival`,
    });
    throw OnSiteErrors.arrivalLocked();
  }

  /** A dispatcher vouches for the provider at the car (the customer cannot be reached, say): Arrived then needs no code. */
  async verifyByDispatcher(requestId: string, reason: string): Promise<void> {
    await this.transitions.change(requestId, {
      actor: 'admin',
      check: (request) => {
        if (request.status !== 'en_route') throw OnSiteErrors.notOnTheWay();
        if (request.arrivalVerifiedAt !== null) throw OnSiteErrors.arrivalAlreadyVerified();
      },
      apply: (request) => {
        Object.assign(request, { arrivalVerifiedAt: this.clock.now(), arrivalVerifiedBy: 'dispatcher', arrivalVerifyReason: reason, arrivalLockedUntil: null, arrivalCodeFailures: 0 });
      },
      activity: () => `Arrival verified by a dispatcher: ${reason}`,
    });
  }

  private async countWrongCode(requestId: string): Promise<{ failures: number; lockedUntil: Date | null }> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const current = await this.requests.current(requestId);
      const next = afterWrongCode(arrivalCodeState(current), this.clock.now());
      if (await this.requests.swapArrivalTries(requestId, { failures: current.arrivalCodeFailures, lockedUntil: current.arrivalLockedUntil }, next)) return next;
    }
    throw RequestErrors.concurrentChange();
  }
}
