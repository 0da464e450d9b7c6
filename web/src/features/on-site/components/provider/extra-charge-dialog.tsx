import { ERROR_CODES } from '@contracts/error-codes';
import type { PhotoView } from '@contracts/provider-views';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { MAX_EXTRA_CENTS, MIN_EXTRA_CENTS, type ExtraKind } from '@domain/extra-charges';
import { parseDollarsToCents } from '@domain/money';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PhotoThumbnail } from '@/components/photo-thumbnail';
import { Button } from '@/components/ui/button';
import { DollarInput } from '@/components/ui/dollar-input';
import { FormDialog, FormDialogClose } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { MessageId } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useProposeExtra } from '../../api/job-extras';
import { uploadProgress, usePhotoUploads } from '../../hooks/use-photo-uploads';
import { cameraInput } from '../../lib/photo-copy';
import { CameraButton } from './camera-button';
import { ExtraKindField } from './extra-kind-field';
import { PhotoUploadList } from './photo-upload-list';

type ExtraChargeDialogProps = { jobId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** The provider proposes one extra charge, with a photo of the job that shows why; the customer answers it. */
export function ExtraChargeDialog({ jobId, open, onOpenChange }: ExtraChargeDialogProps) {
  const intl = useIntl();
  const propose = useProposeExtra(jobId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'provider.extras.add' })}
      description={intl.formatMessage({ id: 'provider.extras.form.description' })}
      pending={propose.isPending}
    >
      <ExtraChargeForm jobId={jobId} propose={propose} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type Field = 'kind' | 'description' | 'amount' | 'photo' | 'form';
type Problem = { field: Field; text: string; attempt: number };

type FormProps = { jobId: string; propose: ReturnType<typeof useProposeExtra>; onDone: () => void };

function ExtraChargeForm({ jobId, propose, onDone }: FormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const id = useId();
  const [kind, setKind] = useState<ExtraKind | null>(null);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [photo, setPhoto] = useState<PhotoView | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const uploads = usePhotoUploads(jobId, setPhoto);
  const photoBusy = uploadProgress(uploads.uploads) !== null;
  const errorOf = (field: Field) => (problem?.field === field ? problem.text : undefined);

  const refuse = (field: Field, text: string) => {
    setProblem((previous) => ({ field, text, attempt: (previous?.attempt ?? 0) + 1 }));
    if (field === 'photo') cameraInput('extra')?.focus();
    else if (field === 'kind') document.querySelector<HTMLInputElement>(`input[name="${id}-kind"]`)?.focus();
    else if (field !== 'form') document.getElementById(`${id}-${field}`)?.focus();
  };
  const say = (field: Field, messageId: MessageId) => refuse(field, intl.formatMessage({ id: messageId }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (propose.isPending) return;
    const given = description.trim();
    const amountCents = parseDollarsToCents(amount);
    if (!kind) return say('kind', 'provider.extras.form.kindRequired');
    if (kind === 'other' && !given) return say('description', 'provider.extras.form.describeRequired');
    if (amountCents === null || amountCents < MIN_EXTRA_CENTS || amountCents > MAX_EXTRA_CENTS) return say('amount', 'provider.extras.form.amountInvalid');
    if (photoBusy) return say('photo', 'provider.extras.form.photoWaiting');
    if (!photo) return say('photo', 'errors.extraPhotoRequired');
    setProblem(null);
    try {
      const { extras } = await propose.mutateAsync({ kind, ...(given ? { description: given } : {}), amountCents, photoId: photo.id });
      // The newest charge is last; one above the job's price went to a dispatcher, not yet to the customer.
      const [title, description]: MessageId[] =
        extras.at(-1)?.status === 'held' ? ['provider.extras.held.title', 'provider.extras.held.description'] : ['provider.extras.sent.title', 'provider.extras.sent.description'];
      toast.success(intl.formatMessage({ id: title }), { description: intl.formatMessage({ id: description }) });
      onDone();
    } catch (error) {
      const text = errorText(error, intl.formatMessage({ id: 'provider.extras.form.failed' }));
      // The job moved on (completed, say): nothing can be proposed from here any more.
      if (isApiError(error, 409)) {
        toast.error(intl.formatMessage({ id: 'provider.extras.form.notSent' }), { description: text });
        return onDone();
      }
      refuse(isApiError(error) && error.code === ERROR_CODES.extraPhotoRequired ? 'photo' : 'form', text);
    }
  }

  const photoHintId = `${id}-photo-hint`;
  const photoErrorId = `${id}-photo-error`;
  const time = photo ? intl.formatTime(photo.takenAt, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }) : '';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      <ExtraKindField
        name={`${id}-kind`}
        value={kind}
        errorId={errorOf('kind') ? `${id}-kind-error` : undefined}
        onChange={(next) => {
          setKind(next);
          if (problem?.field === 'kind') setProblem(null);
        }}
      />
      {errorOf('kind') && (
        <p id={`${id}-kind-error`} key={problem?.attempt} role="alert" className="-mt-2 text-sm font-medium text-red-700">
          {errorOf('kind')}
        </p>
      )}
      <FormField
        id={`${id}-description`}
        label={intl.formatMessage({ id: 'provider.extras.form.descriptionLabel' })}
        required={kind === 'other'}
        hint={intl.formatMessage({ id: 'provider.extras.form.descriptionHint' })}
        error={errorOf('description')}
      >
        {(control) => (
          <Textarea {...control} name="description" rows={2} maxLength={300} value={description} onChange={(event) => setDescription(event.target.value)} />
        )}
      </FormField>
      <FormField
        id={`${id}-amount`}
        label={intl.formatMessage({ id: 'provider.extras.form.amount' })}
        required
        hint={intl.formatMessage({ id: 'provider.extras.form.amountHint' })}
        error={errorOf('amount')}
      >
        {(control) => <DollarInput {...control} name="amount" value={amount} onChange={(event) => setAmount(event.target.value)} />}
      </FormField>
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">
          {intl.formatMessage({ id: 'provider.extras.form.photo' })}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </p>
        <p id={photoHintId} className="text-sm text-slate-600">
          {intl.formatMessage({ id: 'provider.extras.form.photoHint' })}
        </p>
        <CameraButton
          stage="extra"
          multiple={false}
          describedBy={errorOf('photo') ? `${photoErrorId} ${photoHintId}` : photoHintId}
          onChoose={(files) => {
            setPhoto(null);
            if (problem?.field === 'photo') setProblem(null);
            uploads.add(files.slice(0, 1), 'extra');
          }}
        />
        <PhotoUploadList uploads={uploads} onDismissed={() => cameraInput('extra')?.focus()} />
        {errorOf('photo') && (
          <p id={photoErrorId} key={problem?.attempt} role="alert" className="text-sm font-medium text-red-700">
            {errorOf('photo')}
          </p>
        )}
        {photo && (
          <ul className="w-40">
            <PhotoThumbnail
              photo={photo}
              alt={intl.formatMessage({ id: 'provider.extras.form.photoTaken' }, { time })}
              newTabNote={intl.formatMessage({ id: 'provider.photos.newTab' })}
              onBroken={() => undefined}
            />
          </ul>
        )}
      </div>
      {errorOf('form') && (
        <p key={problem?.attempt} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">
          {errorOf('form')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <FormDialogClose asChild>
          <Button variant="outline" size="lg" disabled={propose.isPending}>
            {intl.formatMessage({ id: 'provider.extras.form.cancel' })}
          </Button>
        </FormDialogClose>
        <Button type="submit" size="lg" disabled={propose.isPending}>
          {intl.formatMessage({ id: propose.isPending ? 'provider.extras.form.sending' : 'provider.extras.form.send' })}
        </Button>
      </div>
    </form>
  );
}
