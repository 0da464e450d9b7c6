import { DROP_NOTE_MAX_LENGTH, DROP_REASONS, type DropReason } from '@domain/job-drop';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogClose } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { MessageId } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';

const REASON_IDS: Record<DropReason, MessageId> = {
  vehicle_trouble: 'provider.drop.reason.vehicleTrouble',
  emergency: 'provider.drop.reason.emergency',
  cannot_make_it_in_time: 'provider.drop.reason.cannotMakeIt',
  wrong_equipment: 'provider.drop.reason.wrongEquipment',
  other: 'provider.drop.reason.other',
};

type DropJobDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Gives the job back; rejects with the server's refusal, which the dialog shows. */
  onConfirm: (reason: DropReason, note: string) => Promise<void>;
};

/** 'Can't Make It': the provider gives back an accepted job before arriving, saying why; it counts on their scorecard. */
export function DropJobDialog({ open, onOpenChange, pending, onConfirm }: DropJobDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={intl.formatMessage({ id: 'provider.drop.title' })} pending={pending}>
      <DropJobForm pending={pending} onConfirm={onConfirm} />
    </FormDialog>
  );
}

function DropJobForm({ pending, onConfirm }: Pick<DropJobDialogProps, 'pending' | 'onConfirm'>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const id = useId();
  const [reason, setReason] = useState<DropReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!reason) return setProblem(intl.formatMessage({ id: 'provider.drop.reasonNeeded' }));
    try {
      await onConfirm(reason, note);
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      <p className="text-base text-slate-700">{intl.formatMessage({ id: 'provider.drop.explanation' })}</p>
      <FormField id={`${id}-reason`} label={intl.formatMessage({ id: 'provider.drop.reasonLabel' })} required error={problem ?? undefined}>
        {(control) => (
          <Select {...control} name="reason" value={reason} onChange={(event) => (setReason(event.target.value as DropReason), setProblem(null))}>
            <option value="" disabled>
              {intl.formatMessage({ id: 'provider.drop.reasonPlaceholder' })}
            </option>
            {DROP_REASONS.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: REASON_IDS[value] })}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id={`${id}-note`} label={intl.formatMessage({ id: 'provider.drop.noteLabel' })}>
        {(control) => <Textarea {...control} name="note" rows={2} maxLength={DROP_NOTE_MAX_LENGTH} value={note} onChange={(event) => setNote(event.target.value)} />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <FormDialogClose asChild>
          <Button variant="outline" size="lg" disabled={pending}>
            {intl.formatMessage({ id: 'provider.drop.back' })}
          </Button>
        </FormDialogClose>
        <Button type="submit" size="lg" variant="danger" disabled={pending}>
          {intl.formatMessage({ id: pending ? 'provider.drop.pending' : 'provider.drop.confirm' })}
        </Button>
      </div>
    </form>
  );
}
