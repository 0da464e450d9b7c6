import type { ReactNode } from 'react';
import { useController, type FieldPath } from 'react-hook-form';
import type { AnyForm } from '@/lib/forms';
import type { JoinFormValues } from '../../lib/join-form';

type ChoiceGroupProps = {
  form: AnyForm<JoinFormValues>;
  name: Extract<FieldPath<JoinFormValues>, 'services' | 'vehicleClasses'>;
  legend: string;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
};

/** Checkboxes for several answers to one question, named by their legend, with the question's problem under it. */
export function ChoiceGroup({ form, name, legend, options }: ChoiceGroupProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen = field.value as string[];
  const errorId = `join-${name}-error`;
  const toggle = (value: string, on: boolean) => {
    field.onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
    if (fieldState.error) form.clearErrors(name);
  };
  return (
    <fieldset aria-describedby={fieldState.error ? errorId : undefined} className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
              // The group takes focus at its first box when its problem is shown.
              ref={index === 0 ? field.ref : undefined}
              aria-invalid={fieldState.error ? true : undefined}
              className="size-5 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {fieldState.error?.message && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}
