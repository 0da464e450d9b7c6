import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { MapPinIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import type { PagePositionSharing } from '../../hooks/use-provider-page-position';
import { positionAgeMessage } from '../../lib/position-notes';

/** Whether dispatch can place the provider by the phone, and when it last could. */
export function PagePositionNote({ sharing, lastPositionAt }: { sharing: PagePositionSharing; lastPositionAt: string | null }) {
  const intl = useIntl();
  const now = useNow(5_000);
  const serverLast = lastPositionAt ? Date.parse(lastPositionAt) : null;
  const last = Math.max(sharing.lastSentAt ?? 0, serverLast ?? 0) || null;
  const problem = sharing.note !== null;
  const blocked = sharing.status === 'denied' || sharing.status === 'unavailable';

  let line: string;
  if (sharing.note) {
    line = intl.formatMessage({ id: sharing.note.id }, sharing.note.values);
  } else if (last) {
    const age = positionAgeMessage(now - last);
    line = intl.formatMessage({ id: 'providerPage.location.lastShared' }, { age: intl.formatMessage({ id: age.id }, age.values) });
  } else {
    line = intl.formatMessage({ id: 'provider.location.finding' });
  }

  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {intl.formatMessage({ id: 'providerPage.location.explainer' })}
      </p>
      <p role="status" className={cn('mt-2 text-sm', problem ? 'rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900' : 'text-slate-700')}>
        {line}
      </p>
      {blocked && (
        <Button size="sm" variant="outline" className="mt-2" onClick={sharing.retry}>
          {intl.formatMessage({ id: 'providerPage.location.tryAgain' })}
        </Button>
      )}
    </div>
  );
}
