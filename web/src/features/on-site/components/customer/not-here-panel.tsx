import type { CustomerRequestView } from '@contracts/request-views';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { useErrorText } from '@/i18n/use-error-text';
import { toast } from '@/lib/toast';
import { useCustomerHere } from '../../api/customer-here';

/** The provider at the pickup cannot find the customer: said first on the page, with the answer that keeps the request open. */
export function NotHerePanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const here = useCustomerHere(request.trackingId ?? '');
  if (!request.notHere) return null;
  const replyBy = intl.formatTime(request.notHere.replyBy, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });

  async function sayHere() {
    try {
      await here.mutateAsync();
      toast.success(intl.formatMessage({ id: 'tracking.notHere.told.title' }), { description: intl.formatMessage({ id: 'tracking.notHere.told.description' }) });
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'tracking.notHere.failed' }), { description: errorText(error) });
    }
  }

  return (
    <section role="alert" aria-labelledby="not-here-title" className="space-y-3 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 sm:p-5">
      <h2 id="not-here-title" className="flex items-center gap-2 text-lg font-bold text-amber-950">
        <AlertIcon className="size-6 shrink-0" />
        {intl.formatMessage({ id: 'tracking.notHere.heading' })}
      </h2>
      <p className="text-amber-950">{intl.formatMessage({ id: 'tracking.notHere.callout' })}</p>
      <p className="text-sm text-amber-900">{intl.formatMessage({ id: 'tracking.notHere.replyBy' }, { time: replyBy })}</p>
      <Button size="lg" className="w-full sm:w-auto" disabled={here.isPending} onClick={() => void sayHere()}>
        {intl.formatMessage({ id: here.isPending ? 'tracking.notHere.sending' : 'tracking.notHere.button' })}
      </Button>
    </section>
  );
}
