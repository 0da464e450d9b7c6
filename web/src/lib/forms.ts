import { useEffect, useRef, type FormEvent } from 'react';
import {
  get,
  useController,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type RefCallBack,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from './toast';

export type FormToast = { title: string; description: string };

/** Fields to mark, each with the words shown under it ('' marks it without words), in page order. */
export type FieldMarks<T extends FieldValues> = Partial<Record<FieldPath<T>, string>>;

/** What a form's check found: the fields to mark (the first one takes focus) and the toast that says so. */
export type FormProblem<T extends FieldValues> = { fields: FieldMarks<T>; toast?: FormToast };

/** A check's verdict: the problem to show, or what the form submits. */
export type FormCheck<T extends FieldValues, Out> = { problem: FormProblem<T> } | { values: Out };

type CheckedFormOptions<T extends FieldValues, Out> = {
  defaultValues: DefaultValues<T>;
  /** The spec's rule for this form (from @domain or @contracts), run on every submit. */
  check: (values: T) => FormCheck<T, Out>;
  /** Move focus to the first marked field (the default); false where the form shows its problem elsewhere. */
  focusProblem?: boolean;
};

/** A form of these values, whatever its check turns them into on submit, as the field components below take it. */
export type AnyForm<T extends FieldValues, Out = T> = UseFormReturn<T, unknown, Out>;

export type CheckedForm<T extends FieldValues, Out> = UseFormReturn<T, unknown, Out> & {
  /**
   * The form's onSubmit: runs the check, then either `onValid` with what it returned, or the problem's toast and
   * focus. While `busy` (a submit already under way) a submit does nothing.
   */
  submit: (onValid: SubmitHandler<Out>, busy?: boolean) => (event: FormEvent<HTMLFormElement>) => void;
  /** Marks fields the server refused, and moves focus to the first of them. */
  markInvalid: (fields: FieldMarks<T>) => void;
};

/**
 * react-hook-form with the app's validation wiring: the check is the form's resolver, a problem marks its fields,
 * shows its toast and moves focus to the first marked field once the marks are on the page (so a screen reader
 * announces it invalid, with its message). A mark goes as soon as its field is edited and the check runs again
 * on the next submit only, so one message shows at a time where the spec names one.
 */
export function useCheckedForm<T extends FieldValues, Out = T>({
  defaultValues,
  check,
  focusProblem = true,
}: CheckedFormOptions<T, Out>): CheckedForm<T, Out> {
  const lastProblem = useRef<FormProblem<T> | null>(null);
  const pendingFocus = useRef<FieldPath<T> | null>(null);
  const form = useForm<T, unknown, Out>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: (values) => {
      const verdict = check(values);
      if ('values' in verdict) {
        lastProblem.current = null;
        return { values: verdict.values, errors: {} };
      }
      lastProblem.current = verdict.problem;
      return { values: {}, errors: toFieldErrors<T>(verdict.problem.fields) };
    },
  });

  // After each commit: focus the first marked field once its mark is on the page (and once it is enabled again,
  // for a field disabled while the submit was under way). Editing the field drops the wish.
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    const name = pendingFocus.current;
    if (name === null) return;
    if (!get(errors, name)) {
      pendingFocus.current = null;
      return;
    }
    const before = document.activeElement;
    setFocus(name);
    // Focus did not move: the field is still disabled, so try again after the next commit.
    if (document.activeElement !== before || before?.getAttribute('name') === name) pendingFocus.current = null;
  });

  function focusFirst(fields: FieldMarks<T>) {
    const first = Object.keys(fields)[0] as FieldPath<T> | undefined;
    if (focusProblem && first !== undefined) pendingFocus.current = first;
  }

  return {
    ...form,
    submit: (onValid, busy = false) => (event) => {
      event.preventDefault();
      if (busy) return;
      void form.handleSubmit(onValid, () => {
        const problem = lastProblem.current;
        if (!problem) return;
        if (problem.toast) toast.error(problem.toast.title, { description: problem.toast.description });
        focusFirst(problem.fields);
      })(event);
    },
    markInvalid: (fields) => {
      focusFirst(fields);
      for (const [name, message] of Object.entries(fields)) {
        form.setError(name as FieldPath<T>, { type: 'server', message: message as string });
      }
    },
  };
}

function toFieldErrors<T extends FieldValues>(fields: FieldMarks<T>): FieldErrors<T> {
  const errors: Record<string, FieldError | Record<string, FieldError>> = {};
  for (const [name, message] of Object.entries(fields)) errors[name] = { type: 'check', message: message as string };
  // A problem that marks no field still stops the submit.
  if (Object.keys(errors).length === 0) errors.root = { check: { type: 'check', message: '' } };
  return errors as FieldErrors<T>;
}

/** What a text control needs from its form: its value, and the handlers that keep the form in step. */
export type FieldBinding = {
  name: string;
  value: string;
  ref: RefCallBack;
  onBlur: () => void;
  onChange: (event: { target: { value: string } }) => void;
};

export type FieldBindingOptions = {
  /** Rewrites what is typed before it is kept (digits only, card grouping). */
  transform?: (value: string) => string;
  /** After the value changed, with the value kept. */
  onValueChange?: (value: string) => void;
};

/** Binds a text control to a form field; editing a marked field unmarks it. */
export function useFieldBinding<T extends FieldValues, Out = T>(
  form: AnyForm<T, Out>,
  name: FieldPathByValue<T, string>,
  { transform, onValueChange }: FieldBindingOptions = {},
): { binding: FieldBinding; error: FieldError | undefined } {
  const { field, fieldState } = useController({ control: form.control, name: name as FieldPath<T> });
  return {
    binding: {
      name: field.name,
      value: field.value as string,
      ref: field.ref,
      onBlur: field.onBlur,
      onChange: (event) => {
        const value = transform ? transform(event.target.value) : event.target.value;
        field.onChange(value);
        if (fieldState.error) form.clearErrors(name as FieldPath<T>);
        onValueChange?.(value);
      },
    },
    error: fieldState.error,
  };
}
