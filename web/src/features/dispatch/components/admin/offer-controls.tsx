import type { AutoDispatchOutcome, AutoDispatchView } from '@contracts/offer-views';
import { Button } from '@/components/ui/button';
import { EXHAUSTED_TEXT } from './offer-toasts';
import { ToggleSwitch } from './toggle-switch';

type OfferControlsProps = {
  autoDispatch: AutoDispatchView | null;
  /** The offers have not loaded yet: whether auto-dispatch runs is unknown. */
  loading: boolean;
  sending: boolean;
  switching: boolean;
  onOfferTop: () => void;
  onAutoDispatch: (running: boolean) => void;
};

const OUTCOME_NOTES: Record<AutoDispatchOutcome, { text: string; className: string }> = {
  accepted: { text: 'Auto-dispatch finished: a provider accepted.', className: 'text-emerald-800' },
  exhausted: { text: EXHAUSTED_TEXT, className: 'rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900' },
  stopped: { text: 'Auto-dispatch was stopped.', className: 'text-slate-600' },
};

/** Above the candidates: offer the job to the best three at once, or let the cascade offer it one by one. */
export function OfferControls({ autoDispatch, loading, sending, switching, onOfferTop, onAutoDispatch }: OfferControlsProps) {
  const running = autoDispatch !== null && autoDispatch.outcome === null;
  const outcome = autoDispatch?.outcome ? OUTCOME_NOTES[autoDispatch.outcome] : null;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <ToggleSwitch
          className="min-w-0 flex-1 basis-64"
          label="Auto-dispatch"
          description={
            running
              ? 'Running: offering the job to one provider at a time, the next when an offer goes unanswered.'
              : 'Offers the job to the best provider, then the next each time an offer goes unanswered.'
          }
          checked={running}
          disabled={loading}
          pending={switching}
          pendingLabel={running ? 'Stopping…' : 'Starting…'}
          onChange={onAutoDispatch}
        />
        <Button size="sm" variant="outline" disabled={sending} onClick={onOfferTop}>
          {sending ? 'Sending…' : 'Offer to Top 3'}
        </Button>
      </div>
      {outcome && !running && (
        <p role="status" className={`text-sm ${outcome.className}`}>
          {outcome.text}
        </p>
      )}
    </div>
  );
}
