import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { MapPinIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { AnyForm } from '@/lib/forms';
import { useCurrentLocation, type LocatedPlace } from '@/lib/use-current-location';
import { BoundField, invalidInputClass } from '@/components/ui/form-field';

type LocationFieldProps<T extends FieldValues> = {
  form: AnyForm<T>;
  name: FieldPathByValue<T, string>;
  id: string;
  label: string;
  /** Completes the button's accessible name for screen readers: 'for pickup' makes 'Use Current Location for pickup'. */
  purpose: string;
  located: boolean;
  required?: boolean;
  placeholder?: string;
  /** The address was typed by hand. */
  onEdited: () => void;
  onLocated: (place: LocatedPlace) => void;
};

export function LocationField<T extends FieldValues>({ form, name, id, label, purpose, located, required, placeholder, onEdited, onLocated }: LocationFieldProps<T>) {
  const intl = useIntl();
  const { locate, locating } = useCurrentLocation();

  // `locate` toasts its own failure, so the button starts this without waiting on it.
  async function handleLocate() {
    // aria-disabled rather than disabled while busy, so keyboard focus stays on the button.
    if (locating) return;
    const place = await locate();
    if (place) onLocated(place);
  }

  return (
    <div className="space-y-3">
      <BoundField
        form={form}
        name={name}
        id={id}
        label={label}
        required={required}
        hint={located ? intl.formatMessage({ id: 'request.location.hint' }) : undefined}
        onValueChange={onEdited}
      >
        {(control) => <Input {...control} type="text" autoComplete="off" maxLength={500} placeholder={placeholder} className={invalidInputClass} />}
      </BoundField>
      <Button
        variant="outline"
        className={cn('w-full sm:w-auto', locating && 'cursor-progress opacity-60')}
        aria-disabled={locating || undefined}
        onClick={() => void handleLocate()}
      >
        {locating ? <Spinner className="size-4" /> : <MapPinIcon className="size-5 text-brand-700" />}
        {intl.formatMessage({ id: locating ? 'request.location.locating' : 'request.location.use' })}
        <span className="sr-only"> {purpose}</span>
      </Button>
    </div>
  );
}
