import type { AdminRequestSummary } from '@contracts/request-views';
import { MAX_WRONG_ARRIVAL_CODES } from '@domain/arrival-code';
import { NO_FIX_MS, NO_PROGRESS_MS, type LateChoice, type NotProgressing } from '@domain/arrival-promise';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AlertIcon, ClockIcon, LockIcon } from '@/components/ui/icons';
import { isNotProgressing, isRunningLate } from '@/lib/arrival-state';
import { cn } from '@/lib/cn';
import { formatClockTime } from '@/lib/display-format';
import { useBeforeDeadline } from '@/lib/use-before-deadline';

const minutes = (ms: number) => ms / 60_000;

const REASONS: Record<NotProgressing, string> = {
  no_fix: `No position for ${minutes(NO_FIX_MS)} minutes`,
  no_progress: `No closer to the customer for ${minutes(NO_PROGRESS_MS)} minutes`,
};

const CHOICES: Record<LateChoice, string> = {
  wait: 'Customer chose to keep waiting',
  refund: 'Customer chose to cancel with a refund',
};

type ArrivalAlertsProps = {
  request: AdminRequestSummary;
  reoffering?: boolean;
  /** Left out for a role that may only look: the warnings show without their buttons. */
  onReoffer?: () => void;
  /** Left out when the lifecycle does not let this provider be replaced now. */
  onReassign?: () => void;
};

/**
 * The dispatcher's warnings about a job: nobody took it in time, the promise will be missed, the
 * provider stopped coming closer, or too many wrong arrival codes locked arrival.
 */
export function ArrivalAlerts({ request, reoffering = false, onReoffer, onReassign }: ArrivalAlertsProps) {
  const { arrival } = request;
  const stuck = isNotProgressing(request.status, arrival);
  const late = isRunningLate(request.status, arrival);
  const locked = useBeforeDeadline(arrival.arrivalLockedUntil) && request.status === 'en_route' && arrival.arrivalVerifiedAt === null;
  const unaccepted = request.noProviderSince !== null;
  if (!stuck && !late && !locked && !unaccepted) return null;

  return (
    <div className="space-y-3">
      {unaccepted && (
        <Alert
          tone="warning"
          icon={<ClockIcon className="size-5" />}
          title="No Provider Yet"
          detail="Nobody took the paid job in time; the customer was offered a full refund (WAIT or REFUND)"
          since={request.noProviderSince}
        />
      )}
      {locked && (
        <Alert
          tone="danger"
          icon={<LockIcon className="size-5" />}
          title="Arrival Locked"
          detail={`${MAX_WRONG_ARRIVAL_CODES} wrong arrival codes; locked until ${formatClockTime(arrival.arrivalLockedUntil)}`}
          since={null}
        />
      )}
      {stuck && (
        <Alert
          tone="danger"
          icon={<AlertIcon className="size-5" />}
          title="Provider Not Progressing"
          detail={arrival.notProgressingReason ? REASONS[arrival.notProgressingReason] : null}
          since={arrival.notProgressingSince}
        >
          {onReoffer && (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" disabled={reoffering} onClick={onReoffer}>
                {reoffering ? 'Re-offering...' : 'Re-offer'}
              </Button>
              {onReassign && (
                <Button variant="outline" size="sm" onClick={onReassign}>
                  Reassign
                </Button>
              )}
            </div>
          )}
        </Alert>
      )}
      {late && (
        <Alert
          tone="warning"
          icon={<ClockIcon className="size-5" />}
          title="Running Late"
          detail={arrival.lateChoice ? CHOICES[arrival.lateChoice] : 'The customer has not chosen yet'}
          since={arrival.runningLateSince}
        />
      )}
    </div>
  );
}

const TONES = {
  danger: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
} as const;

type AlertProps = {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  detail: string | null;
  since: string | null;
  children?: ReactNode;
};

function Alert({ tone, icon, title, detail, since, children }: AlertProps) {
  return (
    <div className={cn('rounded-lg border p-3 text-sm', TONES[tone])}>
      {/* Only the words are live: a socket update that raises the alert is announced, its buttons are not. */}
      <div role="status">
        <p className="flex items-center gap-2 text-base font-semibold">
          {icon}
          {title}
        </p>
        {detail && <p className="mt-1">{detail}</p>}
        {since && <p className="mt-1">Since {formatClockTime(since)}</p>}
      </div>
      {children}
    </div>
  );
}
