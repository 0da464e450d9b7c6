import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { Input, Label } from './input';
import { cn } from '@/lib/cn';
import { useFieldBinding, type AnyForm, type FieldBinding, type FieldBindingOptions } from '@/lib/forms';

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
  /** Marks the control invalid without words under it; by default it is marked when there is an error. */
  invalid?: boolean;
  /** The control; a function receives the props that name, describe and mark it. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
};

export function FormField({ id, label, required = false, hint, error, invalid = Boolean(error), children }: FormFieldProps) {
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
          <span className="ml-1 font-normal text-slate-600">
            <FormattedMessage id="common.formField.optional" />
          </span>
        )}
      </Label>
      {typeof children === 'function'
        ? children({ id, required: required || undefined, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy })
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

type BoundFieldProps<T extends FieldValues, Out> = Omit<FormFieldProps, 'error' | 'invalid' | 'children'> &
  FieldBindingOptions & {
    form: AnyForm<T, Out>;
    name: FieldPathByValue<T, string>;
    /** false where the form shows its problem elsewhere: the field is then neither marked nor worded. */
    showError?: boolean;
    /** The control, given the props that name, describe and mark it and bind it to the form. */
    children: (control: FieldControlProps & FieldBinding) => ReactNode;
  };

/** A labelled field bound to a react-hook-form field: its mark and message come from the form's errors. */
export function BoundField<T extends FieldValues, Out = T>({
  form,
  name,
  transform,
  onValueChange,
  showError = true,
  children,
  ...field
}: BoundFieldProps<T, Out>) {
  const { binding, error } = useFieldBinding(form, name, { transform, onValueChange });
  const shown = showError ? error : undefined;
  return (
    <FormField {...field} error={shown?.message || undefined} invalid={shown !== undefined}>
      {(control) => children({ ...control, ...binding })}
    </FormField>
  );
}

type FormTextFieldProps<T extends FieldValues, Out> = Omit<BoundFieldProps<T, Out>, 'children'> &
  Omit<ComponentProps<'input'>, 'form' | 'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'required' | 'children'>;

/** A labelled text input bound to a react-hook-form field. */
export function FormTextField<T extends FieldValues, Out = T>(props: FormTextFieldProps<T, Out>) {
  const { form, name, id, label, required, hint, showError, transform, onValueChange, className, ...input } = props;
  return (
    <BoundField form={form} name={name} id={id} label={label} required={required} hint={hint} showError={showError} transform={transform} onValueChange={onValueChange}>
      {(control) => <Input {...input} {...control} className={cn(invalidInputClass, className)} />}
    </BoundField>
  );
}
