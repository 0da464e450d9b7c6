import { useController, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormField } from '@/components/ui/form-field';
import type { AnyForm } from '@/lib/forms';
import type { JoinFormValues } from '../../lib/join-form';

type FileFieldProps = {
  form: AnyForm<JoinFormValues>;
  name: Extract<FieldPath<JoinFormValues>, 'certificate' | 'licencePhotos'>;
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
};

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** A document chosen from the phone (or its camera), listed by name and size before it is sent. */
export function FileField({ form, name, label, hint, accept, multiple = false }: FileFieldProps) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control: form.control, name });
  const files = field.value as File[];
  const id = `join-${name}`;
  return (
    <FormField id={id} label={label} required hint={hint} error={fieldState.error?.message || undefined}>
      {(control) => (
        <>
          <input
            {...control}
            ref={field.ref}
            name={field.name}
            type="file"
            accept={accept}
            multiple={multiple}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(Array.from(event.target.files ?? []));
              if (fieldState.error) form.clearErrors(name);
            }}
            className="block w-full scroll-mt-28 rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-800 file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800 aria-invalid:border-red-600"
          />
          <ul className="text-sm text-slate-700" aria-live="polite">
            {files.length === 0 ? (
              <li className="text-slate-600">{intl.formatMessage({ id: 'join.file.none' })}</li>
            ) : (
              files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  {file.name} ({megabytes(file.size)})
                </li>
              ))
            )}
          </ul>
        </>
      )}
    </FormField>
  );
}
