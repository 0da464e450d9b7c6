import { ERROR_CODES } from '@contracts/error-codes';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { MapPinIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { getCurrentPosition, isGeolocationSupported, LOCATION_MESSAGES, locationErrorMessage } from '@/lib/current-position';
import type { MessageId } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { useSharePosition } from '../api/share-position';
import { isShareSettled } from '../lib/locate-screen';

type Problem = { title: string; description: string };

/**
 * One big button: the phone's fix (fresh and precise, as the request form asks for it) goes to the
 * conversation. What went wrong shows under the button with the other way to answer, by text.
 */
export function ShareLocationPanel({ share }: { share: ReturnType<typeof useSharePosition> }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const say = (id: MessageId) => intl.formatMessage({ id });
  const busy = locating || share.isPending;

  async function handleShare() {
    // aria-disabled rather than disabled while busy, so focus stays on the button.
    if (busy) return;
    setProblem(null);
    if (!isGeolocationSupported()) {
      setProblem({ title: say(LOCATION_MESSAGES.notAvailable.title), description: say(LOCATION_MESSAGES.notAvailable.description) });
      return;
    }
    setLocating(true);
    let position: GeolocationPosition;
    try {
      position = await getCurrentPosition();
    } catch (error) {
      setProblem({ title: say(LOCATION_MESSAGES.errorTitle), description: say(locationErrorMessage(error)) });
      return;
    } finally {
      setLocating(false);
    }
    try {
      await share.mutateAsync({ lat: position.coords.latitude, lng: position.coords.longitude });
    } catch (error) {
      if (isShareSettled(error)) return;
      if (isApiError(error) && error.code === ERROR_CODES.invalidLocation) {
        setProblem({ title: say(LOCATION_MESSAGES.errorTitle), description: errorText(error) });
      } else if (isApiError(error) && error.isClientError) {
        setProblem({ title: error.title ?? say('locate.sendFailed.title'), description: errorText(error) });
      } else {
        setProblem({ title: say('locate.sendFailed.title'), description: say('locate.sendFailed.description') });
      }
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center shadow-sm sm:px-8">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MapPinIcon className="size-7" />
      </span>
      <h1 id={headingId} className="mt-4 text-2xl font-bold text-slate-900">
        {say('locate.page.title')}
      </h1>
      <p className="mt-2 text-slate-700">{say('locate.open.description')}</p>
      <Button
        size="lg"
        className={cn('mt-6 h-16 w-full text-xl', busy && 'cursor-progress opacity-70')}
        aria-disabled={busy || undefined}
        onClick={() => void handleShare()}
      >
        {busy ? <Spinner className="size-6" /> : <MapPinIcon className="size-6" />}
        {say(locating ? 'request.location.locating' : share.isPending ? 'locate.open.sending' : 'locate.open.share')}
      </Button>
      {problem && (
        <div role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 p-4 text-left text-red-900">
          <p className="font-semibold">{problem.title}</p>
          <p className="mt-1">{problem.description}</p>
          <p className="mt-3 font-medium text-slate-900">{say('locate.open.replyInstead')}</p>
        </div>
      )}
      <p className="mt-6 text-sm text-slate-600">{say('locate.open.privacy')}</p>
    </section>
  );
}
