import type { AuthenticatorKeyView } from '@contracts/staff-views';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input, Label } from '@/components/ui/input';
import { ShieldIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConfirmAuthenticator, useNewAuthenticatorKey, useRemoveAuthenticator } from '../api/change-my-sign-in';
import { showRefusal } from './refusal';
import { Section } from './section';

type AuthenticatorSectionProps = { on: boolean; email: string; onRecoveryCodes: (codes: string[]) => void };

const HEADING_ID = 'my-authenticator';

/** An authenticator app's 6-digit codes: set up (or replaced) from a new key, which its first code confirms. */
export function AuthenticatorSection({ on, email, onRecoveryCodes }: AuthenticatorSectionProps) {
  const newKey = useNewAuthenticatorKey();
  const [key, setKey] = useState<AuthenticatorKeyView | null>(null);

  function start() {
    newKey.mutate(undefined, { onSuccess: setKey, onError: (error) => showRefusal('Error', error) });
  }

  function finish() {
    setKey(null);
    requestAnimationFrame(() => document.getElementById(HEADING_ID)?.focus());
  }

  return (
    <Section id={HEADING_ID} title="Authenticator app" icon={<ShieldIcon className="size-5 text-brand-700" />}>
      {key ? (
        <NewKey
          replacing={on}
          authenticatorKey={key}
          email={email}
          onDone={(codes) => {
            finish();
            if (codes) onRecoveryCodes(codes);
          }}
          onCancel={finish}
        />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {on ? (
              <>
                <strong className="font-semibold text-slate-900">On.</strong> You can sign in with the 6-digit code your app shows.
              </>
            ) : (
              'Not set up. An authenticator app (Google Authenticator, Microsoft Authenticator, 1Password or similar) shows a new 6-digit code every 30 seconds.'
            )}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant={on ? 'outline' : 'primary'} disabled={newKey.isPending} onClick={start}>
              {newKey.isPending ? 'Making a key...' : on ? 'Replace Authenticator App' : 'Set Up Authenticator App'}
            </Button>
            {on && <RemoveAuthenticator />}
          </div>
        </>
      )}
    </Section>
  );
}

type NewKeyProps = {
  replacing: boolean;
  authenticatorKey: AuthenticatorKeyView;
  email: string;
  onDone: (recoveryCodes: string[] | null) => void;
  onCancel: () => void;
};

function NewKey({ replacing, authenticatorKey, email, onDone, onCancel }: NewKeyProps) {
  const confirm = useConfirmAuthenticator();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code')).replace(/\s/g, '');
    setProblem(null);
    try {
      const set = await confirm.mutateAsync(code);
      toast.success(replacing ? 'Authenticator App Replaced' : 'Authenticator App Set Up', { description: 'Sign in with the code it shows from now on.' });
      onDone(set.recoveryCodes);
    } catch (error) {
      if (isApiError(error) && error.isClientError && error.status !== 401) setProblem(error.message);
      else if (!isApiError(error, 401)) toast.error('Error', { description: 'An unexpected error occurred' });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-slate-700">
        Scan this code with your authenticator app, then enter the 6-digit code it shows.
        {replacing && ' Your current app keeps working until the new one is confirmed.'}
      </p>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <img
          src={authenticatorKey.totpQr}
          alt={`QR code that adds DFW Roadside (${email}) to an authenticator app`}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-lg border border-slate-200 bg-white p-2"
        />
        <div className="min-w-0 text-sm text-slate-700">
          <p>Can&rsquo;t scan? Enter this key:</p>
          <p className="mt-1 font-mono text-base font-semibold tracking-wide break-words text-slate-900">{authenticatorKey.totpKey}</p>
          <p className="mt-1 text-slate-600">Choose a time-based key if the app asks.</p>
        </div>
      </div>
      <div className="max-w-xs space-y-2">
        <Label htmlFor={`${id}-code`}>Enter the 6-digit code</Label>
        <Input
          id={`${id}-code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          autoFocus
          disabled={confirm.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={() => setProblem(null)}
          className="text-lg tracking-widest tabular-nums aria-invalid:border-red-600"
        />
        {problem && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking...' : 'Confirm'}
        </Button>
        <Button variant="ghost" disabled={confirm.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RemoveAuthenticator() {
  const remove = useRemoveAuthenticator();
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Authenticator App Removed', { description: 'Its codes no longer sign you in.' }),
      onError: (error) => showRefusal('App Not Removed', error),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <>
      <Button variant="outline" aria-label="Remove the authenticator app" onClick={() => setConfirming(true)}>
        Remove
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the authenticator app?"
        description="Its codes no longer sign you in."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
