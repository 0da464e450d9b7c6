import type { CustomerRequestView } from '@contracts/request-views';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { ClockIcon } from '@/components/ui/icons';
import { LateChoiceButtons } from './late-choice-buttons';
import { WaitingNotice } from './waiting-notice';

/** No provider took the paid request in time: keep waiting, or cancel with the deposit refunded in full (the same as WAIT / REFUND by text). */
export function NoProviderPanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const [waitJustChosen, setWaitJustChosen] = useState(false);
  const noProvider = request.noProvider;
  if (!noProvider || !request.trackingId) return null;
  const waiting = noProvider.choice === 'wait';

  return (
    <CardSection title={intl.formatMessage({ id: 'tracking.noProvider.heading' })} icon={<ClockIcon className="size-5 text-amber-700" />}>
      <div className="space-y-3">
        {waiting ? (
          <WaitingNotice takeFocus={waitJustChosen} message="tracking.noProvider.waiting" />
        ) : (
          <p className="text-slate-800">{intl.formatMessage({ id: 'tracking.noProvider.explanation' })}</p>
        )}
        <LateChoiceButtons
          trackingId={request.trackingId}
          onWaitChosen={() => setWaitJustChosen(true)}
          offerWait={!waiting}
          confirmDescription="tracking.noProvider.confirm"
        />
      </div>
    </CardSection>
  );
}
