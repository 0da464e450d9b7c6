import type { InvitationPageView } from '@contracts/staff-views';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { BoundField, FormTextField, invalidInputClass } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, isApiError } from '@/lib/api-client';
import { useCheckedForm, type FieldMarks } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useAcceptInvitation, type AcceptInvitationBody } from '../api/invitation';
import { checkJoin, MIN_PASSWORD_LENGTH, type JoinFormValues } from '../lib/join-form';

type JoinDeskFormProps = {
  code: string;
  invitation: InvitationPageView;
  onJoined: () => void;
  /** The link stopped working meanwhile (used, expired or revoked): the page says so instead of the form. */
  onClosed: (error: ApiError) => void;
};

const CLOSED_STATUSES = [404, 409, 410];

/** The password, then the authenticator app set up from the key shown and proved with one of its codes. */
export function JoinDeskForm({ code, invitation, onJoined, onClosed }: JoinDeskFormProps) {
  const accept = useAcceptInvitation(code);
  const form = useCheckedForm<JoinFormValues, AcceptInvitationBody>({ defaultValues: { password: '', code: '' }, check: checkJoin });
  const prefix = useId();
  const submitLabels = invitation.reset ? { idle: 'Save My New Sign-In', busy: 'Saving...' } : { idle: 'Create My Account', busy: 'Creating Your Account...' };

  const handleSubmit = form.submit(async (body) => {
    try {
      await accept.mutateAsync(body);
      onJoined();
    } catch (error) {
      if (isApiError(error) && error.fields) form.markInvalid(error.fields as FieldMarks<JoinFormValues>);
      else if (isApiError(error) && CLOSED_STATUSES.includes(error.status)) onClosed(error);
      else toast.error('Account Not Created', { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
    }
  }, accept.isPending);

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      {/* For password managers: the password is saved against the email they sign in with. */}
      <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
      <Step number={1} title={invitation.reset ? 'Choose a new password' : 'Choose a password'}>
        <BoundField form={form} name="password" id={`${prefix}-password`} label="Password" required hint={`At least ${MIN_PASSWORD_LENGTH} characters, and not a common password.`}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" disabled={accept.isPending} className={invalidInputClass} />}
        </BoundField>
      </Step>
      <Step number={2} title="Set up your authenticator app">
        <p className="text-sm text-slate-700">
          Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password or similar). Each time you sign in, the
          desk asks for the 6-digit code it shows.
        </p>
        <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <img
            src={invitation.totpQr}
            alt={`QR code that adds DFW Roadside (${invitation.email}) to an authenticator app`}
            width={176}
            height={176}
            className="size-44 shrink-0 rounded-lg border border-slate-200 bg-white p-2"
          />
          <div className="min-w-0 text-sm text-slate-700">
            <p>Can&rsquo;t scan? Enter this key:</p>
            <p className="mt-1 font-mono text-base font-semibold tracking-wide break-words text-slate-900">
              {invitation.totpKey}
            </p>
            <p className="mt-1 text-slate-600">Choose a time-based key if the app asks.</p>
          </div>
        </div>
        <div className="mt-5 max-w-xs">
          <FormTextField
            form={form}
            name="code"
            id={`${prefix}-code`}
            label="Enter the 6-digit code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            disabled={accept.isPending}
            className="text-lg tracking-widest tabular-nums"
          />
        </div>
      </Step>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={accept.isPending}>
        {accept.isPending ? submitLabels.busy : submitLabels.idle}
      </Button>
    </form>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="flex items-center gap-3 text-base font-semibold text-slate-900">
        <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800">
          {number}
        </span>
        <span>
          <span className="sr-only">Step {number}: </span>
          {title}
        </span>
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
