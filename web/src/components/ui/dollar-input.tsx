import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

type DollarInputProps = Omit<ComponentProps<'input'>, 'type' | 'inputMode'>;

/**
 * An amount typed in dollars. A text field with the decimal keypad rather than type="number",
 * which would accept '1e3' and silently drop what it cannot parse.
 */
export function DollarInput({ className, ...props }: DollarInputProps) {
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
        $
      </span>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        className={cn('pl-7 tabular-nums aria-invalid:border-red-600', className)}
        {...props}
      />
    </div>
  );
}
