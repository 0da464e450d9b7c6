import { EXTRA_KIND_LABEL_IDS } from '@contracts/shared-messages';
import type { ExtraChargeView } from '@contracts/extra-views';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { formatUsd } from '@domain/money';
import { useIntl } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { extraItemName } from '@/lib/extra-item-name';
import { EXTRA_STATUS_COPY } from '../../lib/provider-extra-copy';

/** One extra on the job page: the item, its price, where the customer's answer stands, and its photo. */
export function ExtraChargeRow({ extra, onBroken }: { extra: ExtraChargeView; onBroken: () => void }) {
  const intl = useIntl();
  const kind = intl.formatMessage({ id: EXTRA_KIND_LABEL_IDS[extra.kind] });
  const name = extraItemName(extra, kind);
  const status = EXTRA_STATUS_COPY[extra.status];
  const time = intl.formatTime(extra.proposedAt, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 p-3">
      <a
        href={extra.photo.url}
        target="_blank"
        rel="noopener noreferrer"
        className="block size-16 shrink-0 overflow-hidden rounded-md bg-slate-100 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <img
          src={extra.photo.url}
          alt={intl.formatMessage({ id: 'provider.extras.photoAlt' }, { item: name, time })}
          onError={onBroken}
          className="size-full object-cover"
        />
        <span className="sr-only"> {intl.formatMessage({ id: 'provider.photos.newTab' })}</span>
      </a>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-semibold text-slate-900">{intl.formatMessage({ id: 'provider.extras.numbered' }, { number: extra.number, item: name })}</p>
          <p className="font-semibold text-slate-900 tabular-nums">{formatUsd(extra.amountCents)}</p>
        </div>
        {extra.kind !== 'other' && extra.description && <p className="text-sm text-slate-700">{extra.description}</p>}
        <Badge tone={status.tone}>{intl.formatMessage({ id: status.label })}</Badge>
        {extra.status === 'voided' && extra.voidReason && (
          <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'provider.extras.voidReason' }, { reason: extra.voidReason })}</p>
        )}
      </div>
    </li>
  );
}
