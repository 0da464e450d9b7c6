import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ToggleSwitchProps = {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  /** A sentence under the label saying what the switch does. */
  description?: ReactNode;
  /** Shown beside the label instead of On/Off while a change is on its way. */
  pendingLabel?: string;
  pending?: boolean;
  disabled?: boolean;
  className?: string;
};

/** An on/off setting (role switch): the label and its sentence are the control's name and description. */
export function ToggleSwitch({ checked, onChange, label, description, pendingLabel, pending = false, disabled = false, className }: ToggleSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={pending || undefined}
        disabled={disabled || pending}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
          // A larger touch target than the track itself.
          'before:absolute before:-inset-2 before:content-[""]',
          checked ? 'bg-brand-700' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none', checked ? 'translate-x-6' : 'translate-x-1')}
        />
      </button>
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          <span id={labelId}>{label}</span>{' '}
          {/* The switch itself tells screen readers whether it is on. */}
          <span aria-hidden="true" className={cn('text-sm font-semibold', checked ? 'text-brand-700' : 'text-slate-600')}>
            {pending && pendingLabel ? pendingLabel : checked ? 'On' : 'Off'}
          </span>
        </p>
        {description && (
          <p id={descriptionId} className="text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
