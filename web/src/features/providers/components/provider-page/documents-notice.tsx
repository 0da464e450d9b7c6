import type { NetworkStandingView } from '@contracts/network-views';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { dallasDate, daysBetween, REMINDER_DAYS } from '@domain/provider-credentials';
import { useIntl } from 'react-intl';
import { AlertIcon, ClockIcon } from '@/components/ui/icons';
import type { MessageId } from '@/i18n/messages';
import { cn } from '@/lib/cn';

const SUSPENDED = { insurance_expired: 'providerPage.network.suspended.insurance_expired', licence_expired: 'providerPage.network.suspended.licence_expired' } as const satisfies Record<string, MessageId>;
const EXPIRING = { insurance: 'providerPage.network.expiring.insurance', licence: 'providerPage.network.expiring.licence' } as const satisfies Record<string, MessageId>;
/** A document is mentioned from its first reminder on, as the texts do. */
const NOTICE_DAYS = Math.max(...REMINDER_DAYS);

/** Why no jobs come (a lapsed document, a renewal in review), or that a document lapses soon; nothing when all is current. */
export function DocumentsNotice({ network, now = new Date() }: { network: NetworkStandingView; now?: Date }) {
  const intl = useIntl();
  const { nextExpiry } = network;
  const date = (on: string) => intl.formatDate(new Date(`${on}T12:00:00Z`), { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });
  const daysLeft = nextExpiry ? daysBetween(dallasDate(now), nextExpiry.on) : null;

  if (network.status === 'suspended' && network.suspension) {
    const lapsedOn = network.suspension === 'insurance_expired' ? network.credentials?.insuranceExpiresOn : network.credentials?.licenceExpiresOn;
    return (
      <Notice tone="alert" title={intl.formatMessage({ id: 'providerPage.network.suspended.title' })}>
        {intl.formatMessage({ id: SUSPENDED[network.suspension] }, { date: lapsedOn ? date(lapsedOn) : '—' })}
      </Notice>
    );
  }
  if (network.status === 'under_review') {
    return (
      <Notice tone="wait" title={intl.formatMessage({ id: 'providerPage.network.review.title' })}>
        {intl.formatMessage({ id: 'providerPage.network.review.description' })}
      </Notice>
    );
  }
  if (!nextExpiry || daysLeft === null || daysLeft <= 0 || daysLeft > NOTICE_DAYS) return null;
  return (
    <Notice tone="wait" title={intl.formatMessage({ id: 'providerPage.network.expiring.title' })}>
      {intl.formatMessage({ id: EXPIRING[nextExpiry.document] }, { date: date(nextExpiry.on), days: daysLeft })}
    </Notice>
  );
}

function Notice({ tone, title, children }: { tone: 'alert' | 'wait'; title: string; children: string }) {
  const Icon = tone === 'alert' ? AlertIcon : ClockIcon;
  return (
    <section
      role={tone === 'alert' ? 'alert' : 'status'}
      aria-label={title}
      className={cn('flex gap-3 rounded-2xl border p-4', tone === 'alert' ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-950')}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="mt-1 text-sm">{children}</p>
      </div>
    </section>
  );
}
