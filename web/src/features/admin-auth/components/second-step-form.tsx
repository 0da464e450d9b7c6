import type { SecondFactorMethod } from '@contracts/staff-views';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { KeyIcon } from '@/components/ui/icons';
import { useSignInWithPasskey } from '../api/sign-in';
import { useStepFailure } from '../hooks/use-step-failure';
import { isPasskeyNotUsed } from '../lib/passkey-ceremony';
import { CodeEntry } from './code-entry';
import { toastSignedIn } from './signed-in-toast';

export const PASSKEY_NOT_USED = 'The passkey was not used. Try again, or enter the 6-digit code.';

type SecondStepFormProps = { methods: readonly SecondFactorMethod[]; onBack: () => void };

/**
 * After a right password: the passkey when the person has one, and the authenticator app's code, which
 * a recovery code may stand in for. Focus moves to the step's heading, so a screen reader starts at the top.
 */
export function SecondStepForm({ methods, onBack }: SecondStepFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const passkey = methods.includes('passkey');
  const appCode = methods.includes('code');

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          {passkey ? 'Confirm it’s you' : 'Enter the 6-digit code'}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {passkey
            ? appCode
              ? 'Use the passkey on this device or your phone, or the code your authenticator app shows.'
              : 'Use the passkey on this device or your phone.'
            : 'Open your authenticator app and enter the code it shows for DFW Roadside.'}
        </p>
      </div>
      {passkey && <PasskeySignIn onBack={onBack} />}
      {passkey && <Divider />}
      <CodeEntry appCode={appCode} titled={passkey} onBack={onBack} />
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        Back to email and password
      </Button>
    </section>
  );
}

function PasskeySignIn({ onBack }: { onBack: () => void }) {
  const signIn = useSignInWithPasskey();
  const failed = useStepFailure(onBack);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  async function usePasskey() {
    setProblem(null);
    try {
      await signIn.mutateAsync();
      toastSignedIn();
    } catch (error) {
      if (isPasskeyNotUsed(error)) setProblem(PASSKEY_NOT_USED);
      else failed(error, setProblem);
    }
  }

  return (
    <div className="space-y-2">
      <Button
        className="w-full"
        disabled={signIn.isPending}
        aria-describedby={problem ? problemId : undefined}
        onClick={() => void usePasskey()}
      >
        <KeyIcon className="size-5" />
        {signIn.isPending ? 'Waiting for your passkey...' : 'Use your passkey'}
      </Button>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

function Divider() {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
