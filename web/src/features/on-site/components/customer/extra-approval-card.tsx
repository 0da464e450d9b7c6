import { EXTRA_KIND_LABEL_IDS } from '@contracts/shared-messages';
import type { ExtraChargeView } from '@contracts/extra-views';
import type { ExtraAnswer, OnSiteTotals } from '@domain/extra-charges';
import { formatUsd } from '@domain/money';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { extraItemName } from '@/lib/extra-item-name';
import { toast } from '@/lib/toast';
import { useAnswerExtra } from '../../api/tracking-extras';
import { dueIfApproved } from '../../lib/extra-totals';

type ExtraApprovalCardProps = {
  trackingId: string;
  extra: ExtraChargeView;
  totals: OnSiteTotals;
  onBroken: () => void;
  /** The answer went through: the card is about to go, with the buttons that had focus. */
  onAnswered: () => void;
};

/** The customer's yes or no to one extra charge, with what it is for, its photo and the total it makes. */
export function ExtraApprovalCard({ trackingId, extra, totals, onBroken, onAnswered }: ExtraApprovalCardProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const itemId = `${headingId}-item`;
  const amountId = `${headingId}-amount`;
  const answer = useAnswerExtra(trackingId);
  const item = extraItemName(extra, intl.formatMessage({ id: EXTRA_KIND_LABEL_IDS[extra.kind] }));
  const totalIfApproved = dueIfApproved(totals, extra.amountCents);

  async function send(choice: ExtraAnswer) {
    if (answer.isPending) return;
    try {
      await answer.mutateAsync({ extraId: extra.id, answer: choice });
      const approved = choice === 'approve';
      toast.success(intl.formatMessage({ id: approved ? 'tracking.extras.status.approved' : 'tracking.extras.status.declined' }), {
        id: `extra-answer-${extra.id}`,
        description: intl.formatMessage({ id: approved ? 'tracking.extras.approved.description' : 'tracking.extras.declined.description' }),
      });
      onAnswered();
    } catch (error) {
      // A 409 is not a failure to fix: the charge was answered meanwhile (by text, say), and the list shows how.
      const tone = isApiError(error, 409) ? toast.info : toast.error;
      tone(intl.formatMessage({ id: 'tracking.extras.approval.notSent' }), {
        description: errorText(error, intl.formatMessage({ id: 'tracking.extras.approval.failed' })),
      });
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <AlertIcon className="size-6 shrink-0 text-amber-700" />
        {intl.formatMessage({ id: 'tracking.extras.approval.title' })}
      </h2>
      <p className="mt-1 text-slate-800">{intl.formatMessage({ id: 'tracking.extras.approval.intro' })}</p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row">
        <a
          href={extra.photo.url}
          target="_blank"
          rel="noopener noreferrer"
          className="block overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-48 sm:shrink-0"
        >
          <img
            src={extra.photo.url}
            alt={intl.formatMessage({ id: 'tracking.extras.photoAlt' }, { item })}
            width={extra.photo.width}
            height={extra.photo.height}
            onError={onBroken}
            className="aspect-[4/3] w-full object-cover"
          />
          <span className="sr-only"> {intl.formatMessage({ id: 'tracking.photos.newTab' })}</span>
        </a>
        <div className="min-w-0 flex-1 space-y-2">
          <p id={itemId} className="text-lg font-semibold text-slate-900">
            {intl.formatMessage({ id: 'tracking.extras.numbered' }, { number: extra.number, item })}
          </p>
          {extra.kind !== 'other' && extra.description && <p className="text-slate-800">{extra.description}</p>}
          <dl>
            <dt className="text-sm text-slate-700">{intl.formatMessage({ id: 'tracking.extras.approval.amount' })}</dt>
            <dd id={amountId} className="text-3xl font-bold text-slate-900 tabular-nums">{formatUsd(extra.amountCents)}</dd>
          </dl>
          <p className="font-medium text-slate-900">
            {intl.formatMessage({ id: 'tracking.extras.approval.newTotal' }, { amount: formatUsd(totalIfApproved) })}
          </p>
        </div>
      </div>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <Button size="lg" className="h-14 text-lg" disabled={answer.isPending} aria-describedby={`${itemId} ${amountId}`} onClick={() => void send('approve')}>
          {intl.formatMessage({ id: 'tracking.extras.approval.approve' })}
        </Button>
        <Button size="lg" variant="outline" className="h-14 text-lg" disabled={answer.isPending} aria-describedby={`${itemId} ${amountId}`} onClick={() => void send('decline')}>
          {intl.formatMessage({ id: 'tracking.extras.approval.decline' })}
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-700">{intl.formatMessage({ id: 'tracking.extras.approval.byText' }, { number: extra.number })}</p>
      <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden">
        {answer.isPending ? intl.formatMessage({ id: 'tracking.extras.approval.sending' }) : ''}
      </p>
    </section>
  );
}
