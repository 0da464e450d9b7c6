import { ERROR_CODES } from '@contracts/error-codes';
import { isArrivalCodeFormat } from '@domain/arrival-code';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogClose } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import type { MessageId } from '@/i18n/messages';
import { PROVIDER_JOB_MESSAGES } from '../../lib/provider-job-messages';

/** The heading over a refusal, as the server titles it ('Wrong Arrival Code'), in the reader's language. */
const PROBLEM_TITLES: Partial<Record<string, MessageId>> = {
  [ERROR_CODES.wrongArrivalCode]: 'provider.arrivalCode.problem.wrong',
  [ERROR_CODES.arrivalLocked]: 'provider.arrivalCode.problem.locked',
  [ERROR_CODES.arrivalCodeRequired]: 'provider.arrivalCode.problem.required',
};

type ArrivalCodeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Too many wrong codes: no code can be tried until the lock ends. */
  locked: boolean;
  pending: boolean;
  /** Marks arrival with the code; rejects with the server's refusal, which the dialog shows. */
  onConfirm: (arrivalCode: string) => Promise<void>;
};

/** Arrived, with the 4-digit code the customer reads from their tracking page: proof this is their truck. */
export function ArrivalCodeDialog({ open, onOpenChange, locked, pending, onConfirm }: ArrivalCodeDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={intl.formatMessage({ id: 'provider.arrivalCode.title' })} pending={pending}>
      <ArrivalCodeForm locked={locked} pending={pending} onConfirm={onConfirm} />
    </FormDialog>
  );
}

function ArrivalCodeForm({ locked, pending, onConfirm }: Pick<ArrivalCodeDialogProps, 'locked' | 'pending' | 'onConfirm'>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const id = useId();
  const problemId = `${id}-problem`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  // Each refusal is a new alert, so the same words twice (a second wrong code) are announced again.
  const [problem, setProblem] = useState<{ title: string | null; text: string; attempt: number } | null>(null);

  const refuse = (title: string | null, text: string) => {
    setProblem((previous) => ({ title, text, attempt: (previous?.attempt ?? 0) + 1 }));
    inputRef.current?.focus();
  };
  const titleOf = (code: string | undefined) => {
    const id = code === undefined ? undefined : PROBLEM_TITLES[code];
    return id ? intl.formatMessage({ id }) : null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || locked) return;
    if (!isArrivalCodeFormat(code)) return refuse(titleOf(ERROR_CODES.arrivalCodeRequired), intl.formatMessage({ id: 'errors.arrivalCodeRequired' }));
    try {
      await onConfirm(code);
    } catch (error) {
      const refusal = isApiError(error) ? error.code : undefined;
      if (refusal === ERROR_CODES.wrongArrivalCode) setCode('');
      refuse(titleOf(refusal), errorText(error, intl.formatMessage({ id: PROVIDER_JOB_MESSAGES.updateFailed.description })));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      <FormField
        id={`${id}-code`}
        label={intl.formatMessage({ id: 'provider.arrivalCode.label' })}
        required
        hint={intl.formatMessage({ id: 'provider.arrivalCode.hint' })}
        invalid={problem !== null}
      >
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            aria-describedby={problem ? `${problemId} ${control['aria-describedby'] ?? ''}`.trim() : control['aria-describedby']}
            name="arrivalCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={4}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
            className="h-16 text-center text-3xl font-bold tracking-[0.5em] tabular-nums aria-invalid:border-red-600"
          />
        )}
      </FormField>
      {problem && (
        <div key={problem.attempt} id={problemId} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {problem.title && <p className="font-semibold">{problem.title}</p>}
          <p className={problem.title ? 'mt-0.5' : 'font-medium'}>{problem.text}</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <FormDialogClose asChild>
          <Button variant="outline" size="lg" disabled={pending}>
            {intl.formatMessage({ id: 'provider.arrivalCode.cancel' })}
          </Button>
        </FormDialogClose>
        <Button type="submit" size="lg" disabled={pending || locked}>
          {intl.formatMessage({ id: pending ? 'provider.status.updating' : 'provider.arrivalCode.confirm' })}
        </Button>
      </div>
    </form>
  );
}
