import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { checkProgress, isRunningLate, predictArrival, slipTextDue, type NotProgressing, type Prediction } from '../../../domain/arrival-promise';
import type { RoadDrive } from '../../../domain/geo';
import type { RequestRecord } from '../../../domain/request-record';
import { RequestEventsService, RequestRepository, RequestTransitionsService } from '../../request-core';
import { NothingToChange } from '../../request-core';
import { RoadDrivesService } from '../../../infra/maps/road-drives.service';
import { arrivalNote } from './arrival-notes';

type Trip = Awaited<ReturnType<RequestRepository['awaitingArrival']>>[number];

/** Requests looked at together; each look may ask the router once and write one row. */
const BATCH = 20;

/** What one look at a trip found: the prediction, and the alerts it calls for. */
interface Look {
  prediction: Prediction | null;
  late: boolean;
  problem: NotProgressing | null;
}

/**
 * Keeps each promised arrival honest: predicts when the truck will really get there, texts the
 * customer their choices when that breaks the promise, and tells dispatchers when a truck on the way
 * goes silent or stops getting closer. Each look is idempotent, so every worker can run it.
 */
@Injectable()
export class ArrivalWatchService {
  private readonly logger = new Logger(ArrivalWatchService.name);

  constructor(
    private readonly requests: RequestRepository,
    private readonly transitions: RequestTransitionsService,
    private readonly events: RequestEventsService,
    private readonly roads: RoadDrivesService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Looks at every trip with a promise not yet kept; answers how many were looked at. */
  async sweep(): Promise<number> {
    const trips = await this.requests.awaitingArrival();
    for (let start = 0; start < trips.length; start += BATCH) {
      await Promise.all(trips.slice(start, start + BATCH).map((trip) => this.look(trip).catch((error: Error) => this.logger.warn(`Arrival of ${trip.id} not checked: ${error.message}`))));
    }
    return trips.length;
  }

  private async look(trip: Trip): Promise<void> {
    const now = this.clock.now();
    const promised = trip.promisedArrivalAt!;
    const fix = trip.status === 'en_route' && trip.position ? { lat: trip.position.lat, lng: trip.position.lng, recordedAt: trip.position.recordedAt } : null;
    const pickup = trip.customerLat !== null && trip.customerLng !== null ? { lat: trip.customerLat, lng: trip.customerLng } : null;
    const drive = fix && pickup ? await this.driveFrom(trip.id, fix, pickup) : null;
    const providerSaid = trip.providerEtaMinutes !== null && trip.providerEtaAt !== null ? { minutes: trip.providerEtaMinutes, at: trip.providerEtaAt } : null;
    const prediction = predictArrival({ fix, pickup, drive, providerSaid }, now);
    const progress =
      trip.status === 'en_route'
        ? checkProgress(fix, pickup, trip.progressAt && trip.progressMiles !== null ? { miles: trip.progressMiles, at: trip.progressAt } : null, trip.setOffAt ?? now, now)
        : { mark: null, problem: null };
    const look: Look = { prediction, late: prediction !== null && isRunningLate(promised, prediction.at, this.config.arrivals.slipMinutes), problem: progress.problem };

    await this.keepBooks(trip, prediction, progress.mark);
    if (look.late !== (trip.runningLateSince !== null) || (look.late && this.slipTextDue(trip, look.prediction!, now))) await this.slip(trip.id, look);
    if ((look.problem !== null) !== (trip.notProgressingSince !== null)) await this.progressChanged(trip.id, look.problem);
  }

  private async driveFrom(id: string, fix: { lat: number; lng: number }, pickup: { lat: number; lng: number }): Promise<RoadDrive | null> {
    if (!this.config.maps.routerUrl) return null;
    return (await this.roads.drivesTo(new Map([[id, fix]]), pickup)).get(id) ?? null;
  }

  /** The prediction and the progress mark are the watch's own bookkeeping: written without the version, shown to the pages when the minute moves. */
  private async keepBooks(trip: Trip, prediction: Prediction | null, mark: { miles: number; at: Date } | null): Promise<void> {
    const changes = {
      predictedArrivalAt: prediction?.at ?? trip.predictedArrivalAt,
      predictedBasis: prediction?.basis ?? trip.predictedBasis,
      progressMiles: mark?.miles ?? trip.progressMiles,
      progressAt: mark?.at ?? trip.progressAt,
    };
    const minuteMoved = minuteOf(changes.predictedArrivalAt) !== minuteOf(trip.predictedArrivalAt) || changes.predictedBasis !== trip.predictedBasis;
    if (!minuteMoved && changes.progressAt?.getTime() === trip.progressAt?.getTime()) return;
    await this.requests.keepArrivalBooks(trip.id, changes);
    Object.assign(trip, changes);
    if (minuteMoved) this.events.changed(trip);
  }

  private slipTextDue(trip: RequestRecord, prediction: Prediction, now: Date): boolean {
    const last = trip.slipTextedAt && trip.slipTextedFor ? { at: trip.slipTextedAt, predictedAt: trip.slipTextedFor } : null;
    return slipTextDue(last, prediction.at, now, this.config.arrivals.slipMinutes);
  }

  /** Running late (the customer texted their choices, at most every ten minutes) or back on time; decided again on the locked row. */
  private async slip(id: string, { prediction, late }: Look): Promise<void> {
    await this.quietly(() =>
      this.transitions.change(id, {
        actor: 'system',
        apply: (request) => {
          const now = this.clock.now();
          const texted = late && this.slipTextDue(request, prediction!, now);
          if (late === (request.runningLateSince !== null) && !texted) throw new NothingToChange();
          if (!late) {
            request.runningLateSince = null;
            return texted;
          }
          request.runningLateSince ??= now;
          Object.assign(request, { predictedArrivalAt: prediction!.at, predictedBasis: prediction!.basis, slipTextedAt: now, slipTextedFor: prediction!.at, lateChoice: null });
          return texted;
        },
        activity: (request, texted) => arrivalNote(request, late ? (texted ? 'late-texted' : 'late') : 'on-time'),
        texts: (_request, texted) => (texted ? [{ template: 'running-late', to: 'customer', idempotencyKey: `running-late:${id}:${prediction!.at.getTime()}` }] : []),
      }),
    );
  }

  /** The dispatcher hears of a truck gone silent or standing still, and when it moves again; the customer is not alarmed by it. */
  private async progressChanged(id: string, problem: NotProgressing | null): Promise<void> {
    await this.quietly(() =>
      this.transitions.change(id, {
        actor: 'system',
        apply: (request) => {
          if ((problem !== null) === (request.notProgressingSince !== null)) throw new NothingToChange();
          Object.assign(request, { notProgressingSince: problem ? this.clock.now() : null, notProgressingReason: problem });
        },
        activity: (request) => arrivalNote(request, problem ?? 'progressing'),
      }),
    );
  }

  private async quietly(change: () => Promise<unknown>): Promise<void> {
    try {
      await change();
    } catch (error) {
      if (!(error instanceof NothingToChange)) throw error;
    }
  }
}

const minuteOf = (at: Date | null): number | null => (at ? Math.floor(at.getTime() / 60_000) : null);
