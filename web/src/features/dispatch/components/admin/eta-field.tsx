import { ETA_MINUTES, isEtaInRange } from '@domain/text-commands';
import type { Ref } from 'react';
import { FormField, invalidInputClass } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The typed ETA: null when left empty (no promise is made), 'invalid' when it is not whole minutes in range. */
export function readEta(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const minutes = Number(trimmed);
  return /^\d+$/.test(trimmed) && isEtaInRange(minutes) ? minutes : 'invalid';
}

type EtaFieldProps = {
  id: string;
  ref: Ref<HTMLInputElement>;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
};

/** The minutes the provider gave the dispatcher on the phone: they become the arrival time the customer is promised. */
export function EtaField({ id, ref, value, invalid, onChange }: EtaFieldProps) {
  return (
    <div className="sm:max-w-xs">
      <FormField
        id={id}
        label="ETA (minutes)"
        hint="The customer is promised this arrival time."
        error={invalid ? `Enter whole minutes from ${ETA_MINUTES.min} to ${ETA_MINUTES.max}.` : undefined}
      >
        {(control) => (
          <Input
            {...control}
            ref={ref}
            // Text, not type=number: a number input reads a typo as empty, which would quietly promise nothing.
            type="text"
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={invalidInputClass}
          />
        )}
      </FormField>
    </div>
  );
}
