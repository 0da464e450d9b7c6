import type { ExtraChargeView, ExtrasView } from '@contracts/extra-views';
import type { AdminRequestView } from '@contracts/request-views';
import { EXTRA_LABELS } from '@domain/extra-charges';
import { formatUsd } from '@domain/money';
import { useState } from 'react';
import { PhotoThumbnail } from '@/components/photo-thumbnail';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { useCan } from '@/features/admin-auth';
import { DollarIcon } from '@/components/ui/icons';
import { formatClockTime } from '@/lib/display-format';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useExpiredLinkRefetch } from '@/lib/use-expired-link-refetch';
import { useAdminRequestExtras, useReleaseExtra } from '../../api/request-extras';
import { adminExtraName, EXTRA_STATUS_DISPLAY, extraAnswerLine, isVoidable } from '../../lib/extra-display';
import { VoidExtraDialog } from './void-extra-dialog';

const extraRowId = (extraId: string) => `extra-charge-${extraId}`;

/** Extras are proposed at the car; before arrival the card is shown only if some exist. */
const EXTRA_STATUSES: readonly string[] = ['arrived', 'in_progress', 'completed'];

/** The provider's extra charges: what each is for, the customer's answer, its photo, and voiding one. */
export function RequestExtrasCard({ request }: { request: AdminRequestView }) {
  const extras = useAdminRequestExtras(request.id);
  const onBroken = useExpiredLinkRefetch(extras.refetch);
  const [voiding, setVoiding] = useState<(ExtraChargeView & { name: string }) | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const list = extras.data?.extras ?? [];
  if (list.length === 0 && !EXTRA_STATUSES.includes(request.status)) return null;

  return (
    <CardSection title="Extra Charges" icon={<DollarIcon className="size-5 text-brand-700" />}>
      {extras.isError && !extras.data ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-800">
            Failed to load extra charges
          </p>
          <Button variant="outline" size="sm" onClick={() => void extras.refetch()} disabled={extras.isFetching}>
            Retry
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">{extras.isPending ? 'Loading extra charges…' : 'No extra charges. The provider proposes them at the car.'}</p>
      ) : (
        <ul className="space-y-4">
          {list.map((extra) => (
            <AdminExtra key={extra.id} requestId={request.id} extra={extra} onBroken={onBroken} onVoid={() => {
                setVoiding({ ...extra, name: adminExtraName(extra) });
                setDialogOpen(true);
              }}
            />
          ))}
        </ul>
      )}
      {extras.data && list.length > 0 && <TotalsLine totals={extras.data.totals} />}
      <VoidExtraDialog
        requestId={request.id}
        extra={voiding}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        fallbackFocus={() => (voiding ? document.getElementById(extraRowId(voiding.id)) : null)}
      />
    </CardSection>
  );
}

function AdminExtra({ requestId, extra, onBroken, onVoid }: { requestId: string; extra: ExtraChargeView; onBroken: () => void; onVoid: () => void }) {
  const name = adminExtraName(extra);
  const status = EXTRA_STATUS_DISPLAY[extra.status];
  const answered = extraAnswerLine(extra);
  const mayAct = useCan('desk');
  return (
    // Focus lands here after a void takes the row's button away.
    <li id={extraRowId(extra.id)} tabIndex={-1} className="flex gap-3 border-b border-slate-100 pb-4 outline-none last:border-0 last:pb-0">
      <ul className="w-24 shrink-0 sm:w-32">
        <PhotoThumbnail photo={extra.photo} alt={`Photo for the ${name} charge`} newTabNote="(opens in a new tab)" onBroken={onBroken} />
      </ul>
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">
            Charge {extra.number}: {EXTRA_LABELS[extra.kind]}
          </p>
          <Badge tone={status.tone}>{status.label}</Badge>
          <p className="ml-auto font-semibold text-slate-900 tabular-nums">{formatUsd(extra.amountCents)}</p>
        </div>
        {extra.description && <p className="text-slate-700">{extra.description}</p>}
        <p className="text-slate-600">Proposed at {formatClockTime(extra.proposedAt)}</p>
        {answered && <p className="text-slate-700">{answered}</p>}
        {extra.status === 'voided' && (
          <p className="text-slate-700">
            Voided at {formatClockTime(extra.voidedAt)}
            {extra.voidReason ? `: ${extra.voidReason}` : ''}
          </p>
        )}
        {extra.status === 'held' && <p className="text-slate-700">More than the job's price: the customer is asked only once you send it.</p>}
        {extra.status === 'expired' && <p className="text-slate-700">Still waiting when the job ended at {formatClockTime(extra.expiredAt)}; not charged.</p>}
        {mayAct && (
          <div className="flex flex-wrap gap-2">
            {extra.status === 'held' && <ReleaseButton requestId={requestId} extra={extra} name={name} />}
            {isVoidable(extra) && (
              <Button variant="outline" size="sm" className="mt-1" aria-label={`Void ${name}, ${formatUsd(extra.amountCents)}`} onClick={onVoid}>
                Void
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

function ReleaseButton({ requestId, extra, name }: { requestId: string; extra: ExtraChargeView; name: string }) {
  const release = useReleaseExtra(requestId);
  async function send() {
    try {
      await release.mutateAsync(extra.id);
      toast.success('Sent to Customer', { description: `The customer is texted ${name}, ${formatUsd(extra.amountCents)}, to approve or decline.` });
    } catch (error) {
      if (isApiError(error) && error.isClientError) toast.error(error.title ?? 'Charge Not Sent', { description: error.message });
      else toast.error('Charge Not Sent', { description: 'The charge could not be sent. Check your connection and try again.' });
    }
  }
  return (
    <Button size="sm" className="mt-1" disabled={release.isPending} aria-label={`Send ${name}, ${formatUsd(extra.amountCents)}, to the customer`} onClick={() => void send()}>
      {release.isPending ? 'Sending…' : 'Send to Customer'}
    </Button>
  );
}

function TotalsLine({ totals }: { totals: ExtrasView['totals'] }) {
  return (
    <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-700">
      Price {formatUsd(totals.priceCents)} + approved extras {formatUsd(totals.approvedExtrasCents)} − deposit {formatUsd(totals.depositCents)} ={' '}
      <span className="font-semibold text-slate-900">due on site {formatUsd(totals.dueOnSiteCents)}</span>
    </p>
  );
}
