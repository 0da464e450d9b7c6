import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'inverse' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  accent: 'bg-accent-400 text-slate-900 hover:bg-accent-300 focus-visible:outline-accent-500',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-brand-700',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-brand-700',
  inverse: 'border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-base',
  lg: 'h-13 px-6 text-lg',
  icon: 'size-11',
};

/** Classes for anything that should look like a button (links included). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

/**
 * On a page the server rendered, a button waits for the page to run, visibly: a tap before then would be
 * dropped, or, on a form's submit, send the form as a plain page load.
 */
export function Button({ variant, size, className, type = 'button', disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return <button type={type} className={buttonClasses(variant, size, className)} disabled={disabled || !hydrated} {...props} />;
}
