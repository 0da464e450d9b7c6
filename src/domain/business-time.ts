/** The time zone customers and providers read dates and times in: Dallas/Fort Worth's own. */
export const BUSINESS_TIME_ZONE = 'America/Chicago';
