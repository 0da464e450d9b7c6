import type { InputHTMLAttributes, ReactNode } from 'react';
import { Input, Label } from './input';
import { cn } from '@/lib/cn';

/** What the control inside a field needs to be named, described and marked. */
export type FieldControlProps = {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FormFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The control; a function receives the props that name, describe and mark it. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
};

export function FormField({ id, label, required = false, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-slate-600">(optional)</span>
        )}
      </Label>
      {typeof children === 'function'
        ? children({ id, required: required || undefined, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })
        : children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

export const invalidInputClass = 'scroll-mt-28 aria-invalid:border-red-600';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** A labelled text input whose name, description and invalid state come from its field. */
export function TextField({ id, label, required, hint, error, value, onValueChange, className, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <Input
          {...input}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(invalidInputClass, className)}
        />
      )}
    </FormField>
  );
}
