import { Input } from '@/components/ui/input';

type ProviderSearchProps = { value: string; onChange: (value: string) => void; className?: string };

/** Finds roster entries by part of a name or phone number. */
export function ProviderSearch({ value, onChange, className }: ProviderSearchProps) {
  return (
    <Input
      type="search"
      aria-label="Search providers by name or phone"
      placeholder="Search by name or phone"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    />
  );
}
