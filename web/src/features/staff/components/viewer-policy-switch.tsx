import type { StaffPoliciesView } from '@contracts/staff-views';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useChangeStaffPolicies } from '../api/change-staff';
import { showRefusal } from './member-controls';

/** Owners and dispatchers always sign in with a second factor; an owner may ask it of viewers too. */
export function ViewerPolicySwitch({ policies }: { policies: StaffPoliciesView }) {
  const change = useChangeStaffPolicies();
  const id = useId();
  const on = change.isPending ? change.variables.viewersNeedSecondFactor : policies.viewersNeedSecondFactor;

  function toggle() {
    const next = !on;
    change.mutate(
      { viewersNeedSecondFactor: next },
      {
        onSuccess: () =>
          toast.success('Policy Changed', {
            description: next ? 'Viewers without a second factor set one up at their next sign-in.' : 'Viewers may sign in with a password alone.',
          }),
        onError: (error) => showRefusal('Policy Not Changed', error),
      },
    );
  }

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium text-slate-900">
          Viewers sign in with a second factor too
        </p>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          Owners and dispatchers always do. Turned on, viewers without one are signed out and set one up at their next sign-in.
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={change.isPending}
        onClick={toggle}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
          on ? 'bg-brand-700' : 'bg-slate-400',
        )}
      >
        <span aria-hidden="true" className={cn('inline-block size-6 rounded-full bg-white shadow transition-transform motion-reduce:transition-none', on ? 'translate-x-5' : 'translate-x-0')} />
      </button>
    </div>
  );
}
