import { ERROR_CODES } from '@contracts/error-codes';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useSignInWithCode } from '../api/sign-in';
import { toastSignedIn } from './signed-in-toast';

const CODE_ID = 'admin-code';
const ERROR_ID = `${CODE_ID}-error`;

/** The second step: the 6-digit code the authenticator app shows now. A sign-in left too long starts again. */
export function CodeStepForm({ onBack }: { onBack: () => void }) {
  const signIn = useSignInWithCode();
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code')).replace(/\s/g, '');
    setProblem(null);
    try {
      await signIn.mutateAsync(code);
      toastSignedIn();
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.signInTimedOut) {
        toast.error('Sign In Timed Out', { description: error.message });
        onBack();
      } else if (isApiError(error) && error.isClientError) {
        setProblem(error.message);
      } else {
        toast.error('Error', { description: 'An unexpected error occurred' });
      }
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5" aria-labelledby="admin-code-title">
      <div>
        <h2 id="admin-code-title" className="text-lg font-semibold text-slate-900">
          Enter the 6-digit code
        </h2>
        <p className="mt-1 text-sm text-slate-600">Open your authenticator app and enter the code it shows for DFW Roadside.</p>
      </div>
      <div className="space-y-2">
        <Label htmlFor={CODE_ID}>6-digit code</Label>
        <Input
          id={CODE_ID}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          autoFocus
          disabled={signIn.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ERROR_ID : undefined}
          onChange={() => setProblem(null)}
          className="max-w-48 text-lg tracking-widest tabular-nums aria-invalid:border-red-600"
        />
        {problem && (
          <p id={ERROR_ID} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Checking...' : 'Sign In'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" disabled={signIn.isPending} onClick={onBack}>
        Back to email and password
      </Button>
    </form>
  );
}
