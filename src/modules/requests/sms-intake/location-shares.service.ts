import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { capabilityDigest } from '../../../common/codes/capability-digest';
import { isCapabilityCode } from '../../../domain/tracking-codes';
import type { LocationSharedView, LocationShareView } from '../../../contracts/location-share-views';
import { formatLatLngFallback } from '../../../domain/geo';
import { idleAt, isIdle } from '../../../domain/sms-intake';
import { LookupRateLimiter } from '../../request-core';
import { SmsIntake } from '../entities/sms-intake.entity';
import { GeocodingService } from '../../../infra/maps/geocoding.service';
import { IntakeErrors } from './intake-errors';
import { SmsIntakeService } from './sms-intake.service';

/**
 * The one-tap location page of a conversation by text: its code (kept only as a digest) opens it
 * while the conversation is alive, and the position it shares answers the location question.
 */
@Injectable()
export class LocationSharesService {
  constructor(
    private readonly em: EntityManager,
    private readonly intake: SmsIntakeService,
    private readonly geocoding: GeocodingService,
    private readonly limiter: LookupRateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async view(code: string, address: string): Promise<LocationShareView> {
    const row = await this.byCode(code, address);
    return { language: row.language, status: waitsForPosition(row) ? 'open' : 'shared', expiresAt: idleAt(row.updatedAt).toISOString() };
  }

  async share(code: string, position: { lat: number; lng: number }, clientAddress: string): Promise<LocationSharedView> {
    const row = await this.byCode(code, clientAddress);
    if (!waitsForPosition(row)) throw IntakeErrors.shareClosed();
    const words = await this.geocoding.reverse(position.lat, position.lng);
    // The dispatcher reads coordinates when there are no words for the place (the web form's fallback).
    const place = words ?? formatLatLngFallback(position.lat, position.lng);
    const answered = await this.intake.answerWithPosition(row, { address: place, lat: position.lat, lng: position.lng, fromGps: true });
    if (!answered) throw IntakeErrors.shareClosed();
    return { address: words };
  }

  /** Counted against the address's guessing budget like every capability; a link whose conversation ended or idled says it expired. */
  private byCode(code: string, address: string): Promise<SmsIntake> {
    return this.limiter.guard('location-share', address, async () => {
      const row = isCapabilityCode(code) ? await this.em.fork().findOne(SmsIntake, { locationCodeDigest: capabilityDigest(code) }) : null;
      if (!row) throw IntakeErrors.shareNotFound();
      const ended = row.status === 'expired' || row.status === 'cancelled' || (row.status === 'open' && isIdle(row.updatedAt, this.clock.now()));
      if (ended) throw IntakeErrors.shareExpired();
      return row;
    });
  }
}

const waitsForPosition = (row: SmsIntake): boolean => row.status === 'open' && row.step === 'location';
