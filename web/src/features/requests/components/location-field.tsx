import { Button } from '@/components/ui/button';
import { MapPinIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useCurrentLocation, type LocatedPlace } from '../hooks/use-current-location';
import { FormField, invalidInputClass } from '@/components/ui/form-field';

type LocationFieldProps = {
  id: string;
  label: string;
  /** Completes the button's accessible name: 'Use Current Location for pickup'. */
  purpose: string;
  value: string;
  located: boolean;
  required?: boolean;
  error?: string;
  placeholder?: string;
  onChange: (address: string) => void;
  onLocated: (place: LocatedPlace) => void;
};

export function LocationField({ id, label, purpose, value, located, required, error, placeholder, onChange, onLocated }: LocationFieldProps) {
  const { locate, locating } = useCurrentLocation();

  async function handleLocate() {
    // aria-disabled rather than disabled while busy, so keyboard focus stays on the button.
    if (locating) return;
    const place = await locate();
    if (place) onLocated(place);
  }

  return (
    <div className="space-y-3">
      <FormField
        id={id}
        label={label}
        required={required}
        error={error}
        hint={located ? 'Set from your device’s location. Editing the address clears the GPS position.' : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="text"
            autoComplete="off"
            maxLength={500}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={invalidInputClass}
          />
        )}
      </FormField>
      <Button
        variant="outline"
        className={cn('w-full sm:w-auto', locating && 'cursor-progress opacity-60')}
        aria-disabled={locating || undefined}
        onClick={handleLocate}
      >
        {locating ? <Spinner className="size-4" /> : <MapPinIcon className="size-5 text-brand-700" />}
        {locating ? 'Getting Location...' : 'Use Current Location'}
        <span className="sr-only"> for {purpose}</span>
      </Button>
    </div>
  );
}
