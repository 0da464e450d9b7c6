import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialogClose } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

/** The API takes a reason of 3 to 300 characters, trimmed. */
const REASON_MIN = 3;
const REASON_MAX = 300;

type ReasonFormProps = {
  hint: string;
  /** Said when the reason is shorter than 3 characters; the count is appended. */
  askWhy: string;
  submitLabel: string;
  pendingLabel: string;
  danger?: boolean;
  pending: boolean;
  /** Sends the trimmed reason; the dialog says how it went. */
  onSubmit: (reason: string) => Promise<void>;
};

/** A dispatcher's required reason inside a form dialog, with Cancel and the action. */
export function ReasonForm({ hint, askWhy, submitLabel, pendingLabel, danger = false, pending, onSubmit }: ReasonFormProps) {
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const given = reason.trim();
    if (given.length < REASON_MIN) {
      setProblem(`${askWhy} (at least ${REASON_MIN} characters).`);
      reasonRef.current?.focus();
      return;
    }
    await onSubmit(given);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      <FormField id={`${id}-reason`} label="Reason" required hint={hint} error={problem ?? undefined}>
        {(control) => (
          <Textarea
            {...control}
            ref={reasonRef}
            name="reason"
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (problem) setProblem(null);
            }}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <FormDialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </FormDialogClose>
        <Button type="submit" variant={danger ? 'danger' : undefined} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
