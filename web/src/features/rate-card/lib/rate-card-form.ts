import { centsToDollarString, parseDollarsToCents } from '@domain/money';
import type { RateCardTerms, ServiceRate } from '@domain/rate-card';
import { ONLINE_SERVICE_TYPES, type OnlineServiceType } from '@domain/request-intake';

/**
 * The rate card page's fields, one text per term, each named by its path in the terms ('rates.Towing.baseCents'),
 * which is also how `rateCardProblems` and the server's `fields` name a problem.
 */
export type RateField = keyof ServiceRate;
export type RatePath = `rates.${OnlineServiceType}.${RateField}`;
export type SurchargePath =
  | 'afterHours.startHour'
  | 'afterHours.endHour'
  | 'afterHours.percent'
  | 'weekendHolidayPercent'
  | 'vehicleClassPercent.medium'
  | 'vehicleClassPercent.heavy'
  | 'roadFactor'
  | 'cancellation.tripFeePercent';
export type RateCardPath = RatePath | SurchargePath;
export type RateCardFormValues = Record<RateCardPath, string>;

/** The table's columns, in order, with what each is typed in. */
export const RATE_COLUMNS: ReadonlyArray<{ field: RateField; label: string; kind: 'dollars' | 'miles' }> = [
  { field: 'baseCents', label: 'Base price ($)', kind: 'dollars' },
  { field: 'includedMiles', label: 'Included miles', kind: 'miles' },
  { field: 'perMileCents', label: 'Per mile ($)', kind: 'dollars' },
  { field: 'minimumCents', label: 'Minimum ($)', kind: 'dollars' },
];

export const ratePath = (serviceType: OnlineServiceType, field: RateField): RatePath => `rates.${serviceType}.${field}`;

const SURCHARGE_PATHS: readonly SurchargePath[] = [
  'afterHours.startHour',
  'afterHours.endHour',
  'afterHours.percent',
  'weekendHolidayPercent',
  'vehicleClassPercent.medium',
  'vehicleClassPercent.heavy',
  'roadFactor',
  'cancellation.tripFeePercent',
];

/** Every field in page order: the first with a problem takes focus. */
export const RATE_CARD_PATHS: readonly RateCardPath[] = [
  ...ONLINE_SERVICE_TYPES.flatMap((serviceType) => RATE_COLUMNS.map(({ field }) => ratePath(serviceType, field))),
  ...SURCHARGE_PATHS,
];

/** The card as the page's fields show it: dollars with cents, whole miles, percents and hours, the factor as stored. */
export function toFormValues(terms: RateCardTerms): RateCardFormValues {
  const values = {} as RateCardFormValues;
  for (const serviceType of ONLINE_SERVICE_TYPES) {
    const rate = terms.rates[serviceType];
    values[ratePath(serviceType, 'baseCents')] = centsToDollarString(rate.baseCents);
    values[ratePath(serviceType, 'includedMiles')] = String(rate.includedMiles);
    values[ratePath(serviceType, 'perMileCents')] = centsToDollarString(rate.perMileCents);
    values[ratePath(serviceType, 'minimumCents')] = centsToDollarString(rate.minimumCents);
  }
  values['afterHours.startHour'] = String(terms.afterHours.startHour);
  values['afterHours.endHour'] = String(terms.afterHours.endHour);
  values['afterHours.percent'] = String(terms.afterHours.percent);
  values.weekendHolidayPercent = String(terms.weekendHolidayPercent);
  values['vehicleClassPercent.medium'] = String(terms.vehicleClassPercent.medium);
  values['vehicleClassPercent.heavy'] = String(terms.vehicleClassPercent.heavy);
  values.roadFactor = String(terms.roadFactor);
  values['cancellation.tripFeePercent'] = String(terms.cancellation.tripFeePercent);
  return values;
}

const ZERO_DOLLARS = /^\$?(0+(\.0{1,2})?|\.0{1,2})$/;

/**
 * Dollars with at most two decimals as integer cents, by the Set Price card's rule (parseDollarsToCents), which
 * also allows $0.00 here (no per-mile charge); NaN for anything else, so `rateCardProblems` names the field.
 */
export function dollarsToCents(text: string): number {
  const trimmed = text.trim();
  if (ZERO_DOLLARS.test(trimmed)) return 0;
  return parseDollarsToCents(trimmed) ?? Number.NaN;
}

/** A whole number as typed (no sign, no decimals); NaN for anything else. */
export function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A decimal number as typed ('1.3', '2'); NaN for anything else. */
export function decimalNumber(text: string): number {
  const trimmed = text.trim();
  return /^(\d{1,3}(\.\d{1,3})?|\.\d{1,3})$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The terms the fields say; a field that is not a number becomes NaN, which `rateCardProblems` refuses. */
export function toTerms(values: RateCardFormValues): RateCardTerms {
  const rates = Object.fromEntries(
    ONLINE_SERVICE_TYPES.map((serviceType) => [
      serviceType,
      {
        baseCents: dollarsToCents(values[ratePath(serviceType, 'baseCents')]),
        includedMiles: wholeNumber(values[ratePath(serviceType, 'includedMiles')]),
        perMileCents: dollarsToCents(values[ratePath(serviceType, 'perMileCents')]),
        minimumCents: dollarsToCents(values[ratePath(serviceType, 'minimumCents')]),
      } satisfies ServiceRate,
    ]),
  ) as Record<OnlineServiceType, ServiceRate>;
  return {
    rates,
    afterHours: {
      startHour: wholeNumber(values['afterHours.startHour']),
      endHour: wholeNumber(values['afterHours.endHour']),
      percent: wholeNumber(values['afterHours.percent']),
    },
    weekendHolidayPercent: wholeNumber(values.weekendHolidayPercent),
    vehicleClassPercent: { medium: wholeNumber(values['vehicleClassPercent.medium']), heavy: wholeNumber(values['vehicleClassPercent.heavy']) },
    roadFactor: decimalNumber(values.roadFactor),
    cancellation: { tripFeePercent: wholeNumber(values['cancellation.tripFeePercent']) },
  };
}

/** The problems by field, in page order (the server's too: a path the page has no field for comes last). */
export function orderedProblems(problems: Readonly<Record<string, string>>): Array<[string, string]> {
  const rank = (path: string) => {
    const index = (RATE_CARD_PATHS as readonly string[]).indexOf(path);
    return index === -1 ? RATE_CARD_PATHS.length : index;
  };
  return Object.entries(problems).sort(([a], [b]) => rank(a) - rank(b));
}

/** A Dallas clock hour as the page shows it: 0 → '12 AM', 19 → '7 PM'. */
export function hourLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${hour < 12 ? 'AM' : 'PM'}`;
}

export const HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

/** An element id for a field's path ('rates.Jump Start.baseCents' → 'rate-card-rates-Jump-Start-baseCents'). */
export const fieldId = (path: string): string => `rate-card-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;

/**
 * The card the app starts with, before any dispatcher saves one: the server names it version 1 by 'system',
 * saved at the epoch (there is no moment to show).
 */
export const isFirstCard = (version: { createdBy: string; createdAt: string }): boolean =>
  version.createdBy === 'system' && Date.parse(version.createdAt) === 0;

type SavedVersion = { version: number; createdBy: string; staffName: string | null; createdAt: string };

/** The member of staff's name; a version saved before staff were named has only the email. */
export const savedBy = (version: Pick<SavedVersion, 'createdBy' | 'staffName'>): string => version.staffName ?? version.createdBy;

/** 'Version 3 · saved by Dana R. on Nov 26, 2026, 12:23 AM CST' (Dallas time). */
export function versionLine(version: SavedVersion, formatTime: (iso: string) => string): string {
  return isFirstCard(version)
    ? `Version ${version.version} · the first card`
    : `Version ${version.version} · saved by ${savedBy(version)} on ${formatTime(version.createdAt)}`;
}
