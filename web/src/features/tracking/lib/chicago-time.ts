/** The time zone the tracking page writes its dates and times in: the Dallas/Fort Worth customer's own. */
export const CHICAGO = 'America/Chicago';
