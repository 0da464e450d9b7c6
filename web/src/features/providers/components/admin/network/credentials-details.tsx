import type { CredentialsView } from '@contracts/network-views';
import { formatUsd, formatUsdWhole } from '@domain/money';
import { DescriptionItem } from '@/components/ui/description-item';

// Calendar dates are Dallas days as stored ('2027-03-01'): read at UTC midnight, so no time zone moves them a day.
const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** '2027-03-01' → 'Mar 1, 2027'. */
export const formatCalendarDate = (on: string): string => calendarDate.format(new Date(`${on}T00:00:00Z`));

/** '$1,000,000', with cents only when there are any. */
export const formatCoverage = (cents: number): string => (cents % 100 === 0 ? formatUsdWhole(cents) : formatUsd(cents));

/** A provider's or an applicant's TDLR numbers and liability insurance, as the dispatcher checks them against the documents. */
export function CredentialsDetails({ credentials }: { credentials: CredentialsView }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <DescriptionItem term="TDLR company licence">{credentials.companyLicence}</DescriptionItem>
      <DescriptionItem term="Operator licence">{credentials.operatorLicence}</DescriptionItem>
      <DescriptionItem term="Truck permits">{credentials.truckPermits.join(', ') || '—'}</DescriptionItem>
      <DescriptionItem term="Licence expires">{formatCalendarDate(credentials.licenceExpiresOn)}</DescriptionItem>
      <DescriptionItem term="Insurer">{credentials.insuranceCarrier}</DescriptionItem>
      <DescriptionItem term="Policy">{credentials.insurancePolicy}</DescriptionItem>
      <DescriptionItem term="Coverage">{formatCoverage(credentials.insuranceCoverageCents)}</DescriptionItem>
      <DescriptionItem term="Insurance expires">{formatCalendarDate(credentials.insuranceExpiresOn)}</DescriptionItem>
    </dl>
  );
}
