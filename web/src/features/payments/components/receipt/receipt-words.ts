import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { useIntl } from 'react-intl';

/** A receipt's times are Dallas times, as on its PDF and its text, whatever the phone's own zone. */
export function useReceiptTimes() {
  const intl = useIntl();
  return {
    dateTime: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }),
    time: (iso: string) => intl.formatTime(iso, { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE }),
    usd: (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' }),
  };
}
