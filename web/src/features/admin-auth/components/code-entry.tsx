import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { useSignInWithCode } from '../api/sign-in';
import { tidyAppCode, tidyRecoveryCode } from '../lib/passkey-ceremony';
import { useStepFailure } from '../hooks/use-step-failure';
import { toastSignedIn } from './signed-in-toast';

type CodeEntryProps = {
  /** Whether the person has an authenticator app; without one, only a recovery code goes here. */
  appCode: boolean;
  /** Beside a passkey the field has a heading of its own; alone, the step's heading is its. */
  titled: boolean;
  onBack: () => void;
};

const linkButton = 'block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** The authenticator app's 6-digit code, or a recovery code ('abcde-fghij') in its place: the field's label says which. */
export function CodeEntry({ appCode, titled, onBack }: CodeEntryProps) {
  const signIn = useSignInWithCode();
  const failed = useStepFailure(onBack);
  const [recovery, setRecovery] = useState(!appCode);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const fieldId = `${id}-code`;
  const errorId = `${id}-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('code'));
    setProblem(null);
    try {
      await signIn.mutateAsync(recovery ? tidyRecoveryCode(typed) : tidyAppCode(typed));
      toastSignedIn();
    } catch (error) {
      failed(error, setProblem);
    }
  }

  function switchTo(nextRecovery: boolean) {
    setRecovery(nextRecovery);
    setProblem(null);
    // The field is a new one (its key changes): focus it once it is on the page.
    requestAnimationFrame(() => fieldRef.current?.focus());
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-labelledby={titled ? `${id}-title` : undefined}>
      {titled && (
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {recovery ? 'Enter a recovery code' : 'Enter the 6-digit code'}
        </h3>
      )}
      <div className="space-y-2">
        <Label htmlFor={fieldId}>{recovery ? 'Recovery code' : '6-digit code'}</Label>
        <Input
          key={recovery ? 'recovery' : 'app'}
          ref={fieldRef}
          id={fieldId}
          name="code"
          required
          disabled={signIn.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={() => setProblem(null)}
          {...(recovery
            ? { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 13, className: 'max-w-56 font-mono text-lg tracking-wide aria-invalid:border-red-600' }
            : { inputMode: 'numeric' as const, autoComplete: 'one-time-code', pattern: '[0-9 ]{6,7}', maxLength: 7, className: 'max-w-48 text-lg tracking-widest tabular-nums aria-invalid:border-red-600' })}
        />
        {problem && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        {recovery ? (
          appCode && (
            <button type="button" className={linkButton} onClick={() => switchTo(false)}>
              Use the 6-digit code
            </button>
          )
        ) : (
          <button type="button" className={linkButton} onClick={() => switchTo(true)}>
            Use a recovery code
          </button>
        )}
      </div>
      <Button type="submit" variant={titled ? 'outline' : 'primary'} className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Checking...' : 'Sign In'}
      </Button>
    </form>
  );
}
