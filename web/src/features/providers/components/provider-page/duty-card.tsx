import type { ProviderPageView } from '@contracts/offer-views';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { TruckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { PagePositionSharing } from '../../hooks/use-provider-page-position';
import { sinceText } from './job-labels';
import { PagePositionNote } from './page-position-note';

type DutyCardProps = {
  page: ProviderPageView;
  /** Saving a change: the switch shows the state it is going to. */
  pendingOnDuty: boolean | null;
  onToggle: (onDuty: boolean) => void;
  /** Opens the agreement again after it was declined. */
  onReviewAgreement: () => void;
  /** The phone's position reports, while they run. */
  sharing: PagePositionSharing | null;
};

/** The duty switch: on means job offers come, by text and on this page. */
export function DutyCard({ page, pendingOnDuty, onToggle, onReviewAgreement, sharing }: DutyCardProps) {
  const intl = useIntl();
  const onDuty = pendingOnDuty ?? page.onDuty;
  // Going off duty always works; going on needs an active roster entry and the agreement.
  const blocked = !onDuty && (!page.active || page.agreementRequired);
  const since = pendingOnDuty === null ? page.onDutySince : null;
  const stateId = useId();

  return (
    <CardSection title={intl.formatMessage({ id: 'providerPage.duty.title' })} icon={<TruckIcon className="size-5 text-brand-700" />}>
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id={stateId} className={cn('text-2xl font-bold', onDuty ? 'text-emerald-800' : 'text-slate-800')}>
            {intl.formatMessage({ id: onDuty ? 'providerPage.duty.on' : 'providerPage.duty.off' })}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {intl.formatMessage({ id: onDuty ? 'providerPage.duty.onDescription' : 'providerPage.duty.offDescription' })}
          </p>
          {onDuty && since && (
            <p className="mt-1 text-sm text-slate-600">{intl.formatMessage({ id: 'providerPage.duty.onSince' }, { time: sinceText(intl, since) })}</p>
          )}
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={onDuty}
          aria-describedby={stateId}
          disabled={blocked || pendingOnDuty !== null}
          onClick={() => onToggle(!onDuty)}
          className={cn(
            'relative inline-flex h-11 w-20 shrink-0 items-center rounded-full border-2 transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60',
            onDuty ? 'border-emerald-700 bg-emerald-600' : 'border-slate-400 bg-slate-200',
          )}
        >
          <span className="sr-only">{intl.formatMessage({ id: 'providerPage.duty.switchLabel' })}</span>
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-8 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
              onDuty ? 'translate-x-10' : 'translate-x-1',
            )}
          />
        </button>
      </div>

      {!page.active && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {intl.formatMessage({ id: 'errors.providerPaused' })}
        </p>
      )}
      {page.active && page.agreementRequired && (
        <div className="mt-4 rounded-lg bg-amber-50 px-3 py-3 text-sm text-amber-900">
          <p className="font-medium">{intl.formatMessage({ id: 'providerPage.duty.needsAgreement' })}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={onReviewAgreement}>
            {intl.formatMessage({ id: 'providerPage.duty.reviewAgreement' })}
          </Button>
        </div>
      )}
      {page.onDuty && sharing && <PagePositionNote sharing={sharing} lastPositionAt={page.lastPositionAt} />}
    </CardSection>
  );
}
