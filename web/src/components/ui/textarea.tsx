import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
