import type { Ref } from 'react';
import { Input } from '@/components/ui/input';

type ProviderSearchProps = {
  value: string;
  onChange: (value: string) => void;
  className?: string;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** Finds roster entries by part of a name or phone number. */
export function ProviderSearch({ value, onChange, className, autoFocus, ref }: ProviderSearchProps) {
  return (
    <Input
      ref={ref}
      type="search"
      aria-label="Search providers by name or phone"
      placeholder="Search by name or phone"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
      autoFocus={autoFocus}
    />
  );
}
