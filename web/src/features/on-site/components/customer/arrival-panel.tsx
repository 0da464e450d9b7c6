import type { CustomerRequestView } from '@contracts/request-views';
import type { ArrivalBasis } from '@domain/arrival-promise';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { CardSection } from '@/components/ui/card';
import { ClockIcon } from '@/components/ui/icons';
import type { MessageId } from '@/i18n/messages';
import { isRunningLate } from '@/lib/arrival-state';
import { LateChoiceButtons } from './late-choice-buttons';
import { WaitingNotice } from './waiting-notice';

const BASIS_IDS: Record<ArrivalBasis, MessageId> = {
  road: 'tracking.arrival.basis.road',
  straight_line: 'tracking.arrival.basis.straightLine',
  provider: 'tracking.arrival.basis.provider',
};

/** The arrival the customer was promised, how the trip is keeping it, and their two choices when it is not. */
export function ArrivalPanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const [waitJustChosen, setWaitJustChosen] = useState(false);
  const { arrival } = request;
  const clock = (iso: string) => intl.formatTime(iso, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
  const late = isRunningLate(request.status, arrival);

  return (
    <CardSection title={intl.formatMessage({ id: 'tracking.arrival.heading' })} icon={<ClockIcon className="size-5 text-brand-700" />}>
      {arrival.arrivedAt ? (
        <p className="text-lg font-semibold text-slate-900">{intl.formatMessage({ id: 'tracking.arrival.arrived' }, { time: clock(arrival.arrivedAt) })}</p>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div>
              {arrival.promisedAt && (
                <p className="text-lg font-semibold text-slate-900">{intl.formatMessage({ id: 'tracking.arrival.promised' }, { time: clock(arrival.promisedAt) })}</p>
              )}
              {arrival.predictedAt && clock(arrival.predictedAt) !== (arrival.promisedAt && clock(arrival.promisedAt)) && (
                <p className="text-slate-700">
                  {intl.formatMessage({ id: 'tracking.arrival.expected' }, { time: clock(arrival.predictedAt) })}
                  {arrival.predictedBasis && (
                    <span className="text-sm text-slate-600"> · {intl.formatMessage({ id: BASIS_IDS[arrival.predictedBasis] })}</span>
                  )}
                </p>
              )}
            </div>
            <span role="status">
              <Badge tone={late ? 'warning' : 'success'} className="px-3 py-1 text-sm">
                {intl.formatMessage({ id: late ? 'tracking.arrival.runningLate' : 'tracking.arrival.onTime' })}
              </Badge>
            </span>
          </div>
          {late && arrival.lateChoice === null && request.trackingId && (
            <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
              <p className="text-amber-950">{intl.formatMessage({ id: 'tracking.arrival.late.explanation' })}</p>
              <LateChoiceButtons trackingId={request.trackingId} onWaitChosen={() => setWaitJustChosen(true)} />
            </div>
          )}
          {late && arrival.lateChoice === 'wait' && <WaitingNotice takeFocus={waitJustChosen} message="tracking.arrival.late.waiting" />}
        </div>
      )}
    </CardSection>
  );
}
