import type { PasskeyView } from '@contracts/staff-views';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { KeyIcon } from '@/components/ui/icons';
import { isPasskeyNotUsed } from '@/features/admin-auth';
import { isApiError } from '@/lib/api-client';
import { formatBusinessDateTime } from '@/lib/display-format';
import { toast } from '@/lib/toast';
import { useAddPasskey, useRemovePasskey } from '../api/change-my-sign-in';
import { showRefusal } from './refusal';
import { Details, Section } from './section';

const HEADING_ID = 'my-passkeys';
const NOT_ADDED = 'The passkey was not added. Try again when you are ready.';
const ALREADY_HERE = 'This device already has a passkey for your account.';

type PasskeysSectionProps = { passkeys: readonly PasskeyView[]; onRecoveryCodes: (codes: string[]) => void };

/** Passkeys on this device, a phone or a security key: each signs in without a code. */
export function PasskeysSection({ passkeys, onRecoveryCodes }: PasskeysSectionProps) {
  const add = useAddPasskey();
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  async function addOne() {
    setProblem(null);
    try {
      const set = await add.mutateAsync();
      toast.success('Passkey Added', { description: 'You can sign in with it from now on.' });
      if (set.recoveryCodes) onRecoveryCodes(set.recoveryCodes);
    } catch (error) {
      if (isPasskeyNotUsed(error)) setProblem(NOT_ADDED);
      else if (error instanceof Error && error.name === 'InvalidStateError') setProblem(ALREADY_HERE);
      else if (isApiError(error) && error.isClientError && error.status !== 401) setProblem(error.message);
      else if (!isApiError(error, 401)) toast.error('Error', { description: 'An unexpected error occurred' });
    }
  }

  return (
    <Section id={HEADING_ID} title="Passkeys" icon={<KeyIcon className="size-5 text-brand-700" />}>
      <p className="text-sm text-slate-700">A passkey signs you in with this device&rsquo;s fingerprint, face or screen lock, or with your phone.</p>
      {passkeys.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">You have no passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="mt-3 divide-y divide-slate-100">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <div className="mt-4 space-y-2">
        <Button disabled={add.isPending} aria-describedby={problem ? problemId : undefined} onClick={() => void addOne()}>
          {add.isPending ? 'Waiting for your passkey...' : 'Add a Passkey'}
        </Button>
        {problem && (
          <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
    </Section>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeyView }) {
  const remove = useRemovePasskey();
  const [confirming, setConfirming] = useState(false);
  // Once it is gone, so is the button that opened the question: focus goes back to the list's heading.
  const removed = useRef(false);

  function confirm() {
    remove.mutate(passkey.id, {
      onSuccess: () => {
        removed.current = true;
        toast.success('Passkey Removed', { description: `${passkey.name} no longer signs you in.` });
      },
      onError: (error) => showRefusal('Passkey Not Removed', error),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{passkey.name}</p>
        <Details>
          <span>Added {formatBusinessDateTime(passkey.createdAt)}</span>
          <span>{passkey.lastUsedAt ? `Last used ${formatBusinessDateTime(passkey.lastUsedAt)}` : 'Not used yet'}</span>
        </Details>
      </div>
      <Button variant="outline" size="sm" aria-label={`Remove ${passkey.name}`} onClick={() => setConfirming(true)}>
        Remove
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${passkey.name}?`}
        description="You can no longer sign in with this passkey."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
        focusAfterClose={() => (removed.current ? document.getElementById(HEADING_ID) : null)}
      />
    </li>
  );
}
