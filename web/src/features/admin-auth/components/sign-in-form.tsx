import type { SecondFactorMethod } from '@contracts/staff-views';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { SecondStepForm } from './second-step-form';
import { toastSignedIn } from './signed-in-toast';

type Step = { name: 'password'; email: string; returning: boolean } | { name: 'second'; email: string; methods: SecondFactorMethod[] };

/**
 * On success the session query holds the admin; pages redirect from that, not from here. Someone with
 * a second factor is asked for it after the password: their passkey, or their authenticator app's code.
 */
export function SignInForm() {
  const [step, setStep] = useState<Step>({ name: 'password', email: '', returning: false });

  if (step.name === 'second') {
    return <SecondStepForm methods={step.methods} onBack={() => setStep({ name: 'password', email: step.email, returning: true })} />;
  }
  return (
    <PasswordStepForm
      email={step.email}
      focusEmail={step.returning}
      onSecondFactorAsked={(email, methods) => setStep({ name: 'second', email, methods })}
    />
  );
}

type PasswordStepFormProps = {
  email: string;
  /** Back from the second step: focus returns to the form's start. */
  focusEmail: boolean;
  onSecondFactorAsked: (email: string, methods: SecondFactorMethod[]) => void;
};

function PasswordStepForm({ email, focusEmail, onSecondFactorAsked }: PasswordStepFormProps) {
  const signIn = useSignIn();

  // The browser checks the required fields (no noValidate) before the form submits. Two fields need
  // no form library: the sign-in page's first load stays small. It toasts its own failure, so the form
  // starts it without waiting on it.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const typed = String(fields.get('email')).trim();
    const password = String(fields.get('password'));
    try {
      // mutateAsync rather than mutate callbacks: the form unmounts as soon as the session is set.
      const answer = await signIn.mutateAsync({ email: typed, password });
      if (answer.next === 'second_factor') onSecondFactorAsked(typed, answer.methods);
      else toastSignedIn();
    } catch (error) {
      showSignInError(error);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor="admin-email">Email</Label>
        <Input
          id="admin-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={email}
          autoFocus={focusEmail}
          disabled={signIn.isPending}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="admin-password">Password</Label>
        <PasswordInput
          id="admin-password"
          name="password"
          autoComplete="current-password"
          required
          disabled={signIn.isPending}
        />
      </div>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

function showSignInError(error: unknown) {
  if (isApiError(error, 401) || isApiError(error, 400)) {
    toast.error('Sign In Failed', { description: 'Invalid email or password' });
  } else if (isApiError(error, 429)) {
    toast.error('Sign In Failed', { description: error.message });
  } else {
    toast.error('Error', { description: 'An unexpected error occurred' });
  }
}
