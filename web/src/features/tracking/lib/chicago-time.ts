/** The time zone the tracking page writes its dates and times in: the Dallas/Fort Worth customer's own. */
export { BUSINESS_TIME_ZONE as CHICAGO } from '@domain/business-time';
