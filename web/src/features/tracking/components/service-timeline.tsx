import { buildTimeline, type TimelineStep } from '@domain/timeline';
import type { CustomerRequestView } from '@contracts/request-views';
import { useIntl } from 'react-intl';
import { BadgeCheckIcon, ClockIcon } from '@/components/ui/icons';
import type { MessageId } from '@/i18n/messages';
import { cn } from '@/lib/cn';

/** The domain's timeline steps (by key) and step labels, by their messages. */
const STEP_TITLE_IDS: Record<string, MessageId> = {
  submitted: 'tracking.timeline.step.submitted',
  admin_review: 'tracking.timeline.step.adminReview',
  price_approved: 'tracking.timeline.step.priceApproved',
  payment: 'tracking.timeline.step.payment',
  billed_to_account: 'tracking.timeline.step.billedToAccount',
  provider_assigned: 'tracking.timeline.step.providerAssigned',
  en_route: 'tracking.timeline.step.enRoute',
  arrived: 'tracking.timeline.step.arrived',
  in_progress: 'tracking.timeline.step.inProgress',
  completed: 'tracking.timeline.step.completed',
};

const STEP_LABEL_IDS: Record<TimelineStep['label'], MessageId> = {
  'Completed': 'tracking.timeline.label.completed',
  'Pending': 'tracking.timeline.label.pending',
  'In Progress': 'tracking.timeline.label.inProgress',
};

export function ServiceTimeline({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const steps = buildTimeline({
    status: request.status,
    adminPriceCents: request.adminPriceCents,
    finalPriceCents: request.finalPriceCents,
    paymentStatus: request.paymentStatus,
    depositPaid: request.depositPaid,
    onAccount: request.onBehalfOf != null,
  });
  const titleOf = (step: TimelineStep) =>
    Object.hasOwn(STEP_TITLE_IDS, step.key) ? intl.formatMessage({ id: STEP_TITLE_IDS[step.key] }) : step.title;

  return (
    <section aria-labelledby="service-timeline-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="service-timeline-title" className="mb-4 text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'tracking.timeline.heading' })}
      </h2>
      <ol aria-labelledby="service-timeline-title" className="space-y-1">
        {steps.map((step) => (
          <li
            key={step.key}
            aria-current={step.current ? 'step' : undefined}
            className={cn('flex items-center gap-3 rounded-lg px-2 py-2', step.current && 'bg-brand-50')}
          >
            <StepMarker step={step} />
            <span className="min-w-0 flex-1">
              <span className={cn('block font-medium', step.done ? 'text-slate-900' : 'text-slate-600')}>{titleOf(step)}</span>
              <span className={cn('block text-xs', labelClass(step))}>{intl.formatMessage({ id: STEP_LABEL_IDS[step.label] })}</span>
            </span>
            {step.current && (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {intl.formatMessage({ id: 'tracking.timeline.current' })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function labelClass(step: TimelineStep): string {
  if (step.done) return 'text-emerald-700';
  if (step.label === 'In Progress') return 'text-amber-800';
  return 'text-slate-600';
}

function StepMarker({ step }: { step: TimelineStep }) {
  if (step.done) return <BadgeCheckIcon className="size-6 shrink-0 text-emerald-600" />;
  if (step.label === 'In Progress') return <ClockIcon className="size-6 shrink-0 text-amber-600" />;
  return <span aria-hidden="true" className="mx-1 size-4 shrink-0 rounded-full border-2 border-slate-300" />;
}
