/**
 * Dallas/Fort Worth's time zone, the business's one: the dates and times customers, providers and
 * dispatchers read, the report's calendar days, the surcharges' clock and the daily jobs' schedules.
 */
export const BUSINESS_TIME_ZONE = 'America/Chicago';
