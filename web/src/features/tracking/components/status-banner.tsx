import { ACTIVE_PROVIDER_STATUSES } from '@domain/request-status';
import { customerStatusIds, UNKNOWN_STATUS_TITLE_ID } from '@contracts/shared-messages';
import { useIntl } from 'react-intl';
import { AlertIcon, BadgeCheckIcon, ClockIcon, TruckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type Tone = { box: string; icon: typeof ClockIcon; iconClass: string };

const TONES = {
  waiting: { box: 'border-amber-200 bg-amber-50', icon: ClockIcon, iconClass: 'bg-amber-100 text-amber-800' },
  moving: { box: 'border-brand-200 bg-brand-50', icon: TruckIcon, iconClass: 'bg-brand-100 text-brand-800' },
  done: { box: 'border-emerald-200 bg-emerald-50', icon: BadgeCheckIcon, iconClass: 'bg-emerald-100 text-emerald-800' },
  stopped: { box: 'border-red-200 bg-red-50', icon: AlertIcon, iconClass: 'bg-red-100 text-red-800' },
} satisfies Record<string, Tone>;

function toneOf(status: string): Tone {
  if (status === 'completed') return TONES.done;
  if (status === 'cancelled') return TONES.stopped;
  if ((ACTIVE_PROVIDER_STATUSES as readonly string[]).includes(status)) return TONES.moving;
  return TONES.waiting;
}

type StatusBannerProps = {
  status: string;
  /** The request view's customerRating: once set, a completed banner stops asking for a rating. */
  customerRating?: number | null;
  /** A business account booked (and pays for) the help. */
  onAccount?: boolean;
};

export function StatusBanner({ status, customerRating = null, onAccount = false }: StatusBannerProps) {
  const intl = useIntl();
  const ids = customerStatusIds(status, customerRating, onAccount);
  // Spec §2: an unknown status is shown with only its first underscore replaced.
  const title = intl.formatMessage({ id: ids?.title ?? UNKNOWN_STATUS_TITLE_ID });
  const description = ids ? intl.formatMessage({ id: ids.description }) : status.replace('_', ' ');
  const tone = toneOf(status);
  const Icon = tone.icon;

  return (
    <section aria-labelledby="tracking-status-title" className={cn('flex gap-4 rounded-2xl border p-4 sm:p-5', tone.box)}>
      <span className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-full', tone.iconClass)}>
        <Icon className="size-6" />
      </span>
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{intl.formatMessage({ id: 'tracking.status.current' })}</p>
        <h2 id="tracking-status-title" className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-slate-700">{description}</p>
      </div>
    </section>
  );
}
