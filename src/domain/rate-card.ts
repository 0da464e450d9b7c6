import { type CancellationTerms, DEFAULT_CANCELLATION_TERMS } from './cancellation-ladder';
import { dallasDate, dallasHour } from './provider-credentials';
import { onlineServiceName, ONLINE_SERVICE_TYPES, type OnlineServiceType, type VehicleType } from './request-intake';

/**
 * The rate card: what a dispatcher's first price is suggested from, and what the public pricing page
 * publishes. Money in integer cents; percents are whole numbers; hours are Dallas clock hours. The
 * card only suggests: the dispatcher sets the price.
 */

export interface ServiceRate {
  baseCents: number;
  /** Miles of the tow the base price covers. */
  includedMiles: number;
  /** Each mile beyond the included ones. */
  perMileCents: number;
  /** No suggestion is below it. */
  minimumCents: number;
}

export interface RateCardTerms {
  rates: Record<OnlineServiceType, ServiceRate>;
  /** After hours: from `startHour` (inclusive) to `endHour` (exclusive), across midnight when start > end. */
  afterHours: { startHour: number; endHour: number; percent: number };
  /** Saturdays, Sundays and US federal holidays, by the Dallas calendar. */
  weekendHolidayPercent: number;
  /** Medium duty (RVs, trailers, other commercial) and heavy duty (semis, buses). */
  vehicleClassPercent: { medium: number; heavy: number };
  /** Without a road router, a tow's miles are the straight line times this (e.g. 1.3). */
  roadFactor: number;
  /** The cancellation ladder's terms: the provider's trip fee from a kept deposit. */
  cancellation: CancellationTerms;
}

export type VehicleClass = 'light' | 'medium' | 'heavy';

const VEHICLE_CLASSES: Record<VehicleType, VehicleClass> = {
  Car: 'light',
  Motorcycle: 'light',
  SUV: 'light',
  'Pickup Truck': 'light',
  Van: 'light',
  'RV/Motorhome': 'medium',
  Trailer: 'medium',
  'Other Commercial Vehicle': 'medium',
  'Semi Truck': 'heavy',
  Bus: 'heavy',
};

export const vehicleClassOf = (vehicleType: string | null): VehicleClass => VEHICLE_CLASSES[vehicleType as VehicleType] ?? 'light';

/** The card's row for a stored service type (online or phone); an unknown one is priced as Other. */
export function rateServiceOf(serviceType: string): OnlineServiceType {
  const named = onlineServiceName(serviceType);
  return (ONLINE_SERVICE_TYPES as readonly string[]).includes(named) ? (named as OnlineServiceType) : 'Other';
}

/** The card rows priced by the mile: a tow's pickup to its destination. */
const TOW_RATES: ReadonlySet<OnlineServiceType> = new Set(['Towing', 'Heavy Duty Towing', 'Flatbed Service']);

export const isTowRate = (serviceType: string): boolean => TOW_RATES.has(rateServiceOf(serviceType));

/** A tow's miles: by road from the router, or estimated from the straight line. */
export interface TowMiles {
  miles: number;
  basis: 'road' | 'estimated';
}

export interface SuggestionInput {
  serviceType: string;
  vehicleType: string | null;
  /** The tow's miles; null when the service is no tow or a place has no coordinates. */
  towMiles: TowMiles | null;
  /** When the job is priced: the after-hours and weekend surcharges read the Dallas clock. */
  at: Date;
}

export type SuggestionLineKind = 'base' | 'miles' | 'after_hours' | 'weekend_holiday' | 'medium_duty' | 'heavy_duty' | 'minimum';

/**
 * One line of a suggestion and its cents. 'miles' carries the miles beyond those included, the price
 * per mile and how the miles were found; a surcharge its percent; 'minimum' the card's minimum.
 */
export interface SuggestionLine {
  kind: SuggestionLineKind;
  cents: number;
  miles?: number;
  includedMiles?: number;
  perMileCents?: number;
  basis?: TowMiles['basis'];
  percent?: number;
  minimumCents?: number;
}

export interface Suggestion {
  cents: number;
  /** Each line's cents add up to `cents`. */
  lines: SuggestionLine[];
}

/** Cents of `percent` % of `cents`, half a cent rounded up. */
const percentOf = (cents: number, percent: number): number => Math.round((cents * percent) / 100);

/**
 * The suggested price and its lines: the base, the miles beyond those included (tows), each surcharge
 * as a percent of base plus miles, and, when all that is below the minimum, the difference.
 */
export function suggestPrice(card: RateCardTerms, { serviceType, vehicleType, towMiles, at }: SuggestionInput): Suggestion {
  const rate = card.rates[rateServiceOf(serviceType)];
  const lines: SuggestionLine[] = [{ kind: 'base', cents: rate.baseCents }];
  if (towMiles) {
    const beyond = roundMiles(Math.max(0, roundMiles(towMiles.miles) - rate.includedMiles));
    if (beyond > 0) {
      lines.push({ kind: 'miles', miles: beyond, includedMiles: rate.includedMiles, perMileCents: rate.perMileCents, basis: towMiles.basis, cents: Math.round(beyond * rate.perMileCents) });
    }
  }
  const subtotal = lines.reduce((sum, line) => sum + line.cents, 0);
  const surcharge = (kind: 'after_hours' | 'weekend_holiday' | 'medium_duty' | 'heavy_duty', percent: number) => {
    if (percent > 0) lines.push({ kind, percent, cents: percentOf(subtotal, percent) });
  };
  if (isAfterHours(card, at)) surcharge('after_hours', card.afterHours.percent);
  if (isWeekendOrHoliday(at)) surcharge('weekend_holiday', card.weekendHolidayPercent);
  const vehicleClass = vehicleClassOf(vehicleType);
  if (vehicleClass === 'medium') surcharge('medium_duty', card.vehicleClassPercent.medium);
  if (vehicleClass === 'heavy') surcharge('heavy_duty', card.vehicleClassPercent.heavy);
  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  if (total < rate.minimumCents) lines.push({ kind: 'minimum', minimumCents: rate.minimumCents, cents: rate.minimumCents - total });
  return { cents: Math.max(total, rate.minimumCents), lines };
}

/** Miles to a tenth, as the spec's distances are. */
const roundMiles = (miles: number): number => Math.round(miles * 10) / 10;

/** Whether `at` falls in the after-hours window on the Dallas clock (daylight saving included). */
export function isAfterHours(card: Pick<RateCardTerms, 'afterHours'>, at: Date): boolean {
  const { startHour, endHour } = card.afterHours;
  const hour = dallasHour(at);
  if (startHour === endHour) return false;
  return startHour < endHour ? hour >= startHour && hour < endHour : hour >= startHour || hour < endHour;
}

/** Saturday, Sunday or a US federal holiday (its date, or the weekday it is observed on), by the Dallas calendar. */
export function isWeekendOrHoliday(at: Date): boolean {
  const date = dallasDate(at);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 || federalHolidays(Number(date.slice(0, 4))).has(date);
}

/** The US federal holidays of a year (5 U.S.C. 6103), each on its date and, for a weekend date, the day it is observed. */
export function federalHolidays(year: number): Set<string> {
  const day = (month: number, dayOfMonth: number) => new Date(Date.UTC(year, month - 1, dayOfMonth));
  const nthWeekday = (month: number, weekday: number, n: number) => {
    const first = day(month, 1);
    return day(month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  };
  const lastWeekday = (month: number, weekday: number) => {
    const last = day(month + 1, 0);
    return day(month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  };
  const fixed = [day(1, 1), day(6, 19), day(7, 4), day(11, 11), day(12, 25)];
  const observed = fixed.flatMap((date) => {
    const weekday = date.getUTCDay();
    return weekday === 6 ? [new Date(date.getTime() - 86_400_000)] : weekday === 0 ? [new Date(date.getTime() + 86_400_000)] : [];
  });
  const floating = [nthWeekday(1, 1, 3), nthWeekday(2, 1, 3), lastWeekday(5, 1), nthWeekday(9, 1, 1), nthWeekday(10, 1, 2), nthWeekday(11, 4, 4)];
  return new Set([...fixed, ...observed, ...floating].map((date) => date.toISOString().slice(0, 10)));
}

/** A typical long tow, for the high end of the published towing range. */
export const TYPICAL_LONG_TOW_MILES = 15;

export interface PublishedRange {
  serviceType: OnlineServiceType;
  lowCents: number;
  highCents: number;
}

/**
 * The ranges the public pricing page publishes: low is the base in business hours for a light
 * vehicle (or the minimum), high the same job after hours, a tow being a typical long one.
 */
export function publishedRanges(card: RateCardTerms): PublishedRange[] {
  return ONLINE_SERVICE_TYPES.map((serviceType) => {
    const rate = card.rates[serviceType];
    const beyond = isTowRate(serviceType) ? Math.max(0, TYPICAL_LONG_TOW_MILES - rate.includedMiles) : 0;
    const long = rate.baseCents + Math.round(beyond * rate.perMileCents);
    return {
      serviceType,
      lowCents: Math.max(rate.baseCents, rate.minimumCents),
      highCents: Math.max(long + percentOf(long, card.afterHours.percent), rate.minimumCents),
    };
  });
}

const PRICE_ABOVE_ZERO = 'Enter a price above $0';

/** What a card may hold: each problem in words, by field path; empty when it is fine. */
export function rateCardProblems(card: RateCardTerms): Record<string, string> {
  const problems: Record<string, string> = {};
  const cents = (path: string, value: number, label: string) => {
    if (!Number.isInteger(value) || value < 0 || value > 5_000_000) problems[path] = `Enter ${label} from $0.00 to $50,000.00.`;
  };
  // A base or minimum of $0 would suggest giving the job away.
  const price = (path: string, value: number, label: string) => {
    if (Number.isInteger(value) && value <= 0) problems[path] = PRICE_ABOVE_ZERO;
    else if (!Number.isInteger(value) || value > 5_000_000) problems[path] = `Enter ${label} from $0.01 to $50,000.00.`;
  };
  const percent = (path: string, value: number) => {
    if (!Number.isInteger(value) || value < 0 || value > 200) problems[path] = 'Enter a whole percent from 0 to 200.';
  };
  const hour = (path: string, value: number) => {
    if (!Number.isInteger(value) || value < 0 || value > 23) problems[path] = 'Enter an hour from 0 to 23.';
  };
  for (const serviceType of ONLINE_SERVICE_TYPES) {
    const rate = card.rates[serviceType];
    const at = `rates.${serviceType}`;
    if (!rate) {
      problems[at] = `Enter the rates for ${serviceType}.`;
      continue;
    }
    price(`${at}.baseCents`, rate.baseCents, 'a base price');
    cents(`${at}.perMileCents`, rate.perMileCents, 'a price per mile');
    price(`${at}.minimumCents`, rate.minimumCents, 'a minimum');
    if (!Number.isInteger(rate.includedMiles) || rate.includedMiles < 0 || rate.includedMiles > 500) problems[`${at}.includedMiles`] = 'Enter whole included miles from 0 to 500.';
  }
  hour('afterHours.startHour', card.afterHours.startHour);
  hour('afterHours.endHour', card.afterHours.endHour);
  percent('afterHours.percent', card.afterHours.percent);
  percent('weekendHolidayPercent', card.weekendHolidayPercent);
  percent('vehicleClassPercent.medium', card.vehicleClassPercent.medium);
  percent('vehicleClassPercent.heavy', card.vehicleClassPercent.heavy);
  if (!(card.roadFactor >= 1 && card.roadFactor <= 3)) problems.roadFactor = 'Enter a road factor from 1.0 to 3.0.';
  const tripFee = card.cancellation?.tripFeePercent;
  if (!Number.isInteger(tripFee) || tripFee < 0 || tripFee > 100) problems['cancellation.tripFeePercent'] = 'Enter a trip fee from 0 to 100 percent of the deposit.';
  return problems;
}

const rate = (baseDollars: number, minimumDollars: number, includedMiles = 0, perMileCents = 0): ServiceRate => ({
  baseCents: baseDollars * 100,
  includedMiles,
  perMileCents,
  minimumCents: minimumDollars * 100,
});

/**
 * The first card, from the spec's pricing guide: its low ends are the bases, towing's range is $75–$125
 * exactly; the others' high ends are their base after hours (+25%, 7 PM to 7 AM), a few dollars off the guide's.
 */
export const DEFAULT_RATE_CARD: RateCardTerms = {
  rates: {
    Towing: rate(75, 75, 5, 250),
    'Jump Start': rate(65, 65),
    'Tire Change': rate(75, 75),
    'Lockout Service': rate(85, 85),
    'Fuel Delivery': rate(75, 75),
    'Battery Replacement': rate(95, 95),
    'Winch Out Service': rate(125, 125),
    'Heavy Duty Towing': rate(350, 350, 5, 1200),
    'Flatbed Service': rate(95, 95, 5, 450),
    'Roadside Repair': rate(95, 95),
    Other: rate(85, 85),
  },
  afterHours: { startHour: 19, endHour: 7, percent: 25 },
  weekendHolidayPercent: 10,
  vehicleClassPercent: { medium: 25, heavy: 60 },
  roadFactor: 1.3,
  cancellation: DEFAULT_CANCELLATION_TERMS,
};
