import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { AppError } from '../../../common/errors/app-error';
import { staffSignature } from '../../../common/staff/acting-staff';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { PublishedRangesView, RateCardVersionView, RateCardView } from '../../../contracts/rate-card-views';
import { ONLINE_SERVICE_TYPES } from '../../../domain/request-intake';
import { DEFAULT_RATE_CARD, publishedRanges, rateCardProblems, type RateCardTerms, type ServiceRate } from '../../../domain/rate-card';
import { RequestErrors } from '../../request-core';
import { RateCard } from '../entities/rate-card.entity';
import { DEFAULT_CANCELLATION_TERMS } from '../../../domain/cancellation-ladder';

const HISTORY_LIMIT = 50;

/** Before any dispatcher saves one, the card in force is the first card: version 1, by the system. */
const FIRST_CARD: RateCardVersionView = { version: 1, terms: DEFAULT_RATE_CARD, createdBy: 'system', staffName: null, createdAt: new Date(0).toISOString() };

/** The rate card's versions: read the one in force, save a new one (never change an old one). */
@Injectable()
export class RateCardService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async current(): Promise<RateCardVersionView> {
    const [latest] = await this.em.fork().find(RateCard, {}, { orderBy: { version: 'desc' }, limit: 1 });
    return latest ? toVersionView(latest) : FIRST_CARD;
  }

  async view(): Promise<RateCardView> {
    const rows = await this.em.fork().find(RateCard, {}, { orderBy: { version: 'desc' }, limit: HISTORY_LIMIT, fields: ['version', 'createdBy', 'staffName', 'createdAt'] });
    const current = await this.current();
    const history = rows.map(({ version, createdBy, staffName, createdAt }) => ({ version, createdBy, staffName, createdAt: createdAt.toISOString() }));
    if (history.length < HISTORY_LIMIT && !rows.some((row) => row.version === 1)) {
      history.push({ version: 1, createdBy: FIRST_CARD.createdBy, staffName: FIRST_CARD.staffName, createdAt: FIRST_CARD.createdAt });
    }
    return { current, history };
  }

  /** A new version after the one in force; of two dispatchers saving at once, the second is told to reload. */
  async save(body: unknown, by: string): Promise<RateCardView> {
    const terms = termsOf(body);
    const problems = rateCardProblems(terms);
    const messages = Object.values(problems);
    if (messages.length > 0) {
      const message = messages.length === 1 ? messages[0] : 'Some rates need fixing: see each field.';
      throw new AppError('bad_request', ERROR_CODES.invalidRateCard, message, undefined, 'Invalid Rate Card', problems);
    }
    const { version } = await this.current();
    try {
      await this.em.fork().insert(RateCard, { version: version + 1, terms, createdBy: by, ...staffSignature(), createdAt: this.clock.now() });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw RequestErrors.concurrentChange();
      throw error;
    }
    return this.view();
  }

  async ranges(): Promise<PublishedRangesView> {
    const { version, terms } = await this.current();
    return { cardVersion: version, ranges: publishedRanges(terms) };
  }
}

const toVersionView = (row: RateCard): RateCardVersionView => ({
  version: row.version,
  // Cards saved before the ladder was on the card hold its first terms.
  terms: { ...row.terms, cancellation: row.terms.cancellation ?? DEFAULT_CANCELLATION_TERMS },
  createdBy: row.createdBy,
  staffName: row.staffName,
  createdAt: row.createdAt.toISOString(),
});

/** Only the card's own fields, as numbers (anything else is NaN, which the checks name): nothing more is stored. */
function termsOf(body: unknown): RateCardTerms {
  const input = (body ?? {}) as Partial<Record<keyof RateCardTerms, Record<string, unknown>>> & Record<string, unknown>;
  const number = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
  const rates = Object.fromEntries(
    ONLINE_SERVICE_TYPES.map((serviceType) => {
      const rate = (input.rates?.[serviceType] ?? {}) as Record<keyof ServiceRate, unknown>;
      return [serviceType, { baseCents: number(rate.baseCents), includedMiles: number(rate.includedMiles), perMileCents: number(rate.perMileCents), minimumCents: number(rate.minimumCents) }];
    }),
  ) as RateCardTerms['rates'];
  return {
    rates,
    afterHours: { startHour: number(input.afterHours?.startHour), endHour: number(input.afterHours?.endHour), percent: number(input.afterHours?.percent) },
    weekendHolidayPercent: number(input.weekendHolidayPercent),
    vehicleClassPercent: { medium: number(input.vehicleClassPercent?.medium), heavy: number(input.vehicleClassPercent?.heavy) },
    roadFactor: number(input.roadFactor),
    cancellation: { tripFeePercent: number(input.cancellation?.tripFeePercent) },
  };
}
