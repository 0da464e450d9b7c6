import { EXTRA_KIND_LABEL_IDS } from '@contracts/shared-messages';
import type { ExtraChargeView } from '@contracts/extra-views';
import type { CustomerRequestView } from '@contracts/request-views';
import type { OnSiteTotals } from '@domain/extra-charges';
import { formatUsd } from '@domain/money';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { CardSection } from '@/components/ui/card';
import { DollarIcon } from '@/components/ui/icons';
import { extraItemName } from '@/lib/extra-item-name';
import { useExpiredLinkRefetch } from '@/lib/use-expired-link-refetch';
import { useTrackingExtras } from '../../api/tracking-extras';
import { EXTRA_STATUS_COPY } from '../../lib/customer-extra-copy';
import { ExtraApprovalCard } from './extra-approval-card';

/** Extra charges the provider proposed at the car: each waiting one to approve or decline, the answered ones, and the total due on site. */
export function ExtraChargesPanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const trackingId = request.trackingId ?? '';
  const extras = useTrackingExtras(trackingId);
  const onBroken = useExpiredLinkRefetch(extras.refetch);
  const summaryRef = useRef<HTMLDivElement>(null);
  if (!extras.data?.extras.length) return null;
  const { extras: list, totals } = extras.data;
  const waiting = list.filter((extra) => extra.status === 'proposed');
  const answered = list.filter((extra) => extra.status !== 'proposed');

  return (
    <>
      {waiting.map((extra) => (
        <ExtraApprovalCard
          key={extra.id}
          trackingId={trackingId}
          extra={extra}
          totals={totals}
          onBroken={onBroken}
          // After the answered card goes, focus waits on the list that now shows the answer.
          onAnswered={() => requestAnimationFrame(() => summaryRef.current?.focus())}
        />
      ))}
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        <CardSection title={intl.formatMessage({ id: 'tracking.extras.title' })} icon={<DollarIcon className="size-5 text-brand-700" />}>
          <AnsweredExtras extras={answered} />
          <TotalsList totals={totals} />
        </CardSection>
      </div>
    </>
  );
}

function AnsweredExtras({ extras }: { extras: readonly ExtraChargeView[] }) {
  const intl = useIntl();
  if (extras.length === 0) return null;
  return (
    <ul className="mb-4 divide-y divide-slate-100">
      {extras.map((extra) => {
        const status = EXTRA_STATUS_COPY[extra.status];
        return (
          <li key={extra.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="font-medium text-slate-900">
              {intl.formatMessage({ id: 'tracking.extras.numbered' }, { number: extra.number, item: extraItemName(extra, intl.formatMessage({ id: EXTRA_KIND_LABEL_IDS[extra.kind] })) })}
            </span>
            <span className="flex items-center gap-2">
              <Badge tone={status.tone}>{intl.formatMessage({ id: status.label })}</Badge>
              <span className={extra.status === 'approved' ? 'font-semibold tabular-nums' : 'text-slate-500 tabular-nums line-through'}>
                {formatUsd(extra.amountCents)}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function TotalsList({ totals }: { totals: OnSiteTotals }) {
  const intl = useIntl();
  return (
    <div>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{intl.formatMessage({ id: 'tracking.extras.totals.price' })}</dt>
          <dd className="tabular-nums">{formatUsd(totals.priceCents)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{intl.formatMessage({ id: 'tracking.extras.totals.approved' })}</dt>
          <dd className="tabular-nums">+ {formatUsd(totals.approvedExtrasCents)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{intl.formatMessage({ id: 'tracking.extras.totals.deposit' })}</dt>
          <dd className="tabular-nums">− {formatUsd(totals.depositCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 border-t border-slate-200 pt-2 text-lg font-bold text-slate-900 tabular-nums">
        {intl.formatMessage({ id: 'tracking.extras.totals.due' }, { amount: formatUsd(totals.dueOnSiteCents) })}
      </p>
    </div>
  );
}
