import { EXTRA_KIND_LABEL_IDS } from '@contracts/shared-messages';
import { EXTRA_KINDS, type ExtraKind } from '@domain/extra-charges';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn';

type ExtraKindFieldProps = {
  name: string;
  value: ExtraKind | null;
  onChange: (kind: ExtraKind) => void;
  /** The id of the words saying what is wrong, when nothing is chosen yet. */
  errorId?: string;
};

/** What the charge is for, as native radios: arrow keys move between them and each reads its own name. */
export function ExtraKindField({ name, value, onChange, errorId }: ExtraKindFieldProps) {
  const intl = useIntl();
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-sm font-medium text-slate-800">
        {intl.formatMessage({ id: 'provider.extras.form.kind' })}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2">
        {EXTRA_KINDS.map((kind) => (
          <label
            key={kind}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-base text-slate-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === kind ? 'border-brand-600 bg-brand-50 font-semibold' : 'border-slate-300 bg-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              required
              className="size-4 accent-brand-700"
            />
            {intl.formatMessage({ id: EXTRA_KIND_LABEL_IDS[kind] })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
