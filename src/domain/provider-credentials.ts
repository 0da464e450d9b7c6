import { BUSINESS_TIME_ZONE } from './business-time';

/**
 * A provider's Texas towing credentials: the TDLR licences and truck permits, and the liability
 * insurance the Provider Service Agreement requires. Dates are calendar dates in Dallas ('2027-03-01').
 */
export interface Credentials {
  companyLicence: string;
  operatorLicence: string;
  truckPermits: string[];
  licenceExpiresOn: string;
  insuranceCarrier: string;
  insurancePolicy: string;
  insuranceCoverageCents: number;
  insuranceExpiresOn: string;
}

export type CredentialField = keyof Credentials;

/** The agreement's minimum: $500,000 of liability insurance. */
export const MIN_COVERAGE_CENTS = 50_000_000;
/** A policy larger than this ($20,000,000) is a typing slip, not a tow company's cover. */
export const MAX_COVERAGE_CENTS = 2_000_000_000;
export const MAX_TRUCK_PERMITS = 20;

const COVERAGE_DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?$/;

/** A coverage amount as typed ('$500,000', '1000000.00') in whole cents; null when it is not an amount. */
export function parseCoverageCents(input: string): number | null {
  const match = COVERAGE_DOLLARS.exec(input.trim());
  if (!match) return null;
  const dollars = Number(match[1].replace(/,/g, ''));
  const cents = dollars * 100 + Number(match[2] ?? '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

/** As TDLR prints them: digits, sometimes with a letter suffix (0651234VSF, 006512345C, 1234567). */
const TDLR_NUMBER = /^\d{5,10}[A-Z]{0,3}$/;
const POLICY_NUMBER = /^[A-Z0-9][A-Z0-9-]{3,29}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A licence or permit number as typed (spaces, dashes, lower case), as TDLR prints it. */
export const normalizeTdlrNumber = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

export const normalizePolicyNumber = (value: string): string => value.trim().replace(/\s+/g, '').toUpperCase();

export const isTdlrNumber = (value: string): boolean => TDLR_NUMBER.test(normalizeTdlrNumber(value));

export const CREDENTIAL_MESSAGES = {
  companyLicence: 'Enter your TDLR tow company licence number as it is printed on the licence, e.g. 0651234VSF.',
  operatorLicence: 'Enter your TDLR tow operator licence number as it is printed on the licence, e.g. 1234567.',
  truckPermits: `Enter each tow truck permit number as TDLR prints it, e.g. 0123456CT (at most ${MAX_TRUCK_PERMITS}).`,
  licenceExpiresOn: 'Enter the date your tow company licence expires; it must be after today.',
  insuranceCarrier: 'Enter the name of your insurance company.',
  insurancePolicy: 'Enter your insurance policy number as it is printed on the certificate.',
  insuranceCoverageCents: 'Your liability coverage must be at least $500,000, as the Provider Service Agreement requires.',
  insuranceExpiresOn: 'Enter the date your insurance policy expires; it must be after today.',
} as const satisfies Record<CredentialField, string>;

/** Each field's problem, in the order the join form shows them; empty when every credential is in order. */
export function credentialProblems(input: Partial<Credentials>, today: string): Partial<Record<CredentialField, string>> {
  const problems: Partial<Record<CredentialField, string>> = {};
  const say = (field: CredentialField) => (problems[field] = CREDENTIAL_MESSAGES[field]);
  if (!input.companyLicence || !isTdlrNumber(input.companyLicence)) say('companyLicence');
  if (!input.operatorLicence || !isTdlrNumber(input.operatorLicence)) say('operatorLicence');
  const permits = input.truckPermits ?? [];
  if (permits.length === 0 || permits.length > MAX_TRUCK_PERMITS || !permits.every(isTdlrNumber)) say('truckPermits');
  if (!isFutureDate(input.licenceExpiresOn, today)) say('licenceExpiresOn');
  if (!input.insuranceCarrier?.trim() || input.insuranceCarrier.trim().length > 120) say('insuranceCarrier');
  if (!input.insurancePolicy || !POLICY_NUMBER.test(normalizePolicyNumber(input.insurancePolicy))) say('insurancePolicy');
  const coverage = input.insuranceCoverageCents;
  if (typeof coverage !== 'number' || !Number.isInteger(coverage) || coverage < MIN_COVERAGE_CENTS || coverage > MAX_COVERAGE_CENTS) say('insuranceCoverageCents');
  if (!isFutureDate(input.insuranceExpiresOn, today)) say('insuranceExpiresOn');
  return problems;
}

function isFutureDate(value: string | undefined, today: string): boolean {
  if (!value || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value && value > today;
}

const DALLAS_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date in Dallas at `at` ('2026-11-25' at 02:00 UTC on the 26th). */
export const dallasDate = (at: Date): string => DALLAS_DATE.format(at);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `from` to `to`, both 'YYYY-MM-DD'. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The documents whose lapse stops a provider's offers. */
export const EXPIRING_DOCUMENTS = ['insurance', 'licence'] as const;
export type ExpiringDocument = (typeof EXPIRING_DOCUMENTS)[number];

/** A provider is texted 14, 7 and 1 days before a document lapses. */
export const REMINDER_DAYS = [14, 7, 1] as const;
export type ReminderDay = (typeof REMINDER_DAYS)[number];

export type ExpiryStanding = { state: 'lapsed' } | { state: 'due'; reminder: ReminderDay; daysLeft: number } | { state: 'fine' };

/**
 * Where a document stands on `today` (Dallas): lapsed from its expiry date on; otherwise the nearest
 * reminder it has reached. A reminder skipped (a document entered with 5 days left) is not sent late:
 * the provider is told once, by the nearest one.
 */
export function expiryStanding(expiresOn: string, today: string): ExpiryStanding {
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft <= 0) return { state: 'lapsed' };
  const reached = REMINDER_DAYS.filter((days) => daysLeft <= days);
  return reached.length === 0 ? { state: 'fine' } : { state: 'due', reminder: reached[reached.length - 1], daysLeft };
}

const DALLAS_HOUR = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** The hour of the day in Dallas, 0 to 23. */
export const dallasHour = (at: Date): number => Number(DALLAS_HOUR.format(at));

/** A provider's standing in the network: only an active one is offered or assigned jobs. */
export const NETWORK_STATUSES = ['active', 'under_review', 'suspended'] as const;
export type NetworkStatus = (typeof NETWORK_STATUSES)[number];

/** Why a provider is suspended: the document that lapsed. */
export type Suspension = `${ExpiringDocument}_expired`;

/** What decides a provider's standing: as stored, and the dates that end it. */
export interface StandingFacts {
  networkStatus: NetworkStatus;
  suspension: Suspension | null;
  insuranceExpiresOn: string | null;
  licenceExpiresOn: string | null;
}

/**
 * Where a provider stands on `today` (Dallas): as stored, or suspended by a document that lapsed
 * since the morning check last ran, so no job reaches them between midnight and that check.
 */
export function standingOn(provider: StandingFacts, today: string): 'active' | 'under_review' | Suspension {
  if (provider.networkStatus === 'suspended') return provider.suspension ?? 'insurance_expired';
  if (provider.insuranceExpiresOn && expiryStanding(provider.insuranceExpiresOn, today).state === 'lapsed') return 'insurance_expired';
  if (provider.licenceExpiresOn && expiryStanding(provider.licenceExpiresOn, today).state === 'lapsed') return 'licence_expired';
  return provider.networkStatus;
}
