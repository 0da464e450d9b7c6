import { ETA_MINUTES, isEtaInRange } from '@domain/text-commands';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '@/lib/use-hydrated';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { AcceptOutcome } from '../../hooks/use-offer-answers';

/** The server's limit on a decline's reason. */
const REASON_MAX = 200;

type EtaProblem = 'offer.eta.required' | 'offer.eta.invalid';

type OfferAnswerFormProps = {
  accepting: boolean;
  declining: boolean;
  onAccept: (etaMinutes: number) => Promise<AcceptOutcome>;
  onDecline: (reason: string) => Promise<void>;
};

/** Accept with the minutes the provider needs to reach the customer, or decline with an optional reason. */
export function OfferAnswerForm({ accepting, declining, onAccept, onDecline }: OfferAnswerFormProps) {
  const intl = useIntl();
  const [eta, setEta] = useState('');
  const [problem, setProblem] = useState<EtaProblem | null>(null);
  const [askingReason, setAskingReason] = useState(false);
  const [reason, setReason] = useState('');
  const etaRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const declineRef = useRef<HTMLButtonElement>(null);
  const askedBefore = useRef(false);
  // A page the server rendered takes answers once it runs: an ETA typed before then would be lost.
  const ready = useHydrated();
  const busy = accepting || declining || !ready;

  // Focus follows the question: into the reason when it opens, back to Decline when it is put away.
  useEffect(() => {
    if (askingReason) reasonRef.current?.focus();
    else if (askedBefore.current) declineRef.current?.focus();
    askedBefore.current = askingReason;
  }, [askingReason]);

  const refuse = (next: EtaProblem) => {
    setProblem(next);
    etaRef.current?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const text = eta.trim();
    if (text === '') return refuse('offer.eta.required');
    const minutes = Number(text);
    if (!/^\d+$/.test(text) || !isEtaInRange(minutes)) return refuse('offer.eta.invalid');
    setProblem(null);
    if ((await onAccept(minutes)) === 'invalid_eta') refuse('offer.eta.invalid');
  }

  return (
    <CardSection title={intl.formatMessage({ id: 'offer.answer.title' })}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormField
          id="offer-eta"
          label={intl.formatMessage({ id: 'offer.eta.label' })}
          required
          hint={intl.formatMessage({ id: 'offer.eta.hint' }, { min: ETA_MINUTES.min, max: ETA_MINUTES.max })}
          error={problem ? intl.formatMessage({ id: problem }, { min: ETA_MINUTES.min, max: ETA_MINUTES.max }) : undefined}
        >
          {(control) => (
            <Input
              {...control}
              ref={etaRef}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              disabled={!ready}
              value={eta}
              onChange={(event) => {
                setEta(event.target.value);
                if (problem) setProblem(null);
              }}
              className="max-w-40 text-lg aria-invalid:border-red-600"
            />
          )}
        </FormField>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg" disabled={busy} className="sm:flex-1">
            {intl.formatMessage({ id: accepting ? 'offer.accepting' : 'offer.accept' })}
          </Button>
          {!askingReason && (
            <Button ref={declineRef} variant="outline" size="lg" disabled={busy} onClick={() => setAskingReason(true)}>
              {intl.formatMessage({ id: 'offer.decline' })}
            </Button>
          )}
        </div>
      </form>

      {askingReason && (
        <form
          aria-labelledby="offer-decline-heading"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void onDecline(reason.trim());
          }}
          className="mt-5 space-y-3 border-t border-slate-100 pt-4"
        >
          <h3 id="offer-decline-heading" className="font-semibold text-slate-900">
            {intl.formatMessage({ id: 'offer.decline.heading' })}
          </h3>
          <FormField
            id="offer-decline-reason"
            label={intl.formatMessage({ id: 'offer.decline.reason' })}
            hint={intl.formatMessage({ id: 'offer.decline.reasonHint' }, { max: REASON_MAX })}
          >
            {(control) => (
              <Textarea {...control} ref={reasonRef} rows={2} maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
            )}
          </FormField>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" variant="danger" disabled={busy}>
              {intl.formatMessage({ id: declining ? 'offer.decline.declining' : 'offer.decline.confirm' })}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setAskingReason(false)}>
              {intl.formatMessage({ id: 'offer.decline.keep' })}
            </Button>
          </div>
        </form>
      )}
    </CardSection>
  );
}
