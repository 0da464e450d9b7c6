import type { ProviderView } from '@contracts/provider-views';
import type { AssignProviderBody } from '@contracts/request-bodies';
import { newAssigneeProblem, PROVIDER_MESSAGES } from '@domain/provider-details';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatPhone } from '@/lib/display-format';
import { useProviders } from '../../api/providers';
import { ProviderSearch } from './provider-search';

type ProviderPickerProps = {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The provider who has the job now, left out of the choices when reassigning. */
  excludeName?: string | null;
  onSubmit: (body: AssignProviderBody) => void;
};

const EMPTY = { name: '', phone: '', email: '' };

/** Spec §2 Provider Management: a provider from the roster (search by name or phone), or a new one by name and phone. */
export function ProviderPicker({ submitLabel, pendingLabel, pending, excludeName, onSubmit }: ProviderPickerProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ProviderView | null>(null);
  const [fresh, setFresh] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const roster = useProviders(search);
  const prefix = useId();
  const choices = (roster.data ?? []).filter((provider) => provider.active && provider.name !== excludeName);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (chosen) return onSubmit({ providerId: chosen.id });
    const problem = newAssigneeProblem(fresh);
    if (problem) {
      setError(PROVIDER_MESSAGES[problem]);
      toast.error('Error', { description: PROVIDER_MESSAGES[problem] });
      return;
    }
    onSubmit({ name: fresh.name.trim(), phone: fresh.phone.trim(), email: fresh.email.trim() || undefined });
  }

  function typeNew(field: keyof typeof EMPTY, value: string) {
    setChosen(null);
    setError(null);
    setFresh((current) => ({ ...current, [field]: value }));
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Choose from the roster</legend>
        <ProviderSearch value={search} onChange={setSearch} />
        <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-200">
          {roster.isPending ? (
            <p className="flex items-center gap-2 p-3 text-sm text-slate-600">
              <Spinner className="size-4" /> Loading providers…
            </p>
          ) : roster.isError ? (
            <p className="p-3 text-sm text-red-700">Failed to load providers.</p>
          ) : choices.length === 0 ? (
            <p className="p-3 text-sm text-slate-600">{search ? 'No active provider matches this search.' : 'No active providers yet: enter one below.'}</p>
          ) : (
            <ul role="radiogroup" aria-label="Providers" className="divide-y divide-slate-100">
              {choices.map((provider) => {
                const selected = chosen?.id === provider.id;
                return (
                  <li key={provider.id}>
                    <button
                      type="button"
                      role="radio"
                      aria-checked={selected}
                      onClick={() => {
                        setChosen(selected ? null : provider);
                        setFresh(EMPTY);
                        setError(null);
                      }}
                      className={cn(
                        'flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700',
                        selected && 'bg-brand-50 hover:bg-brand-50',
                      )}
                    >
                      <span>
                        <span className="block font-medium text-slate-900">{provider.name}</span>
                        <span className="block text-sm text-slate-600">
                          {formatPhone(provider.phone)}
                          {provider.vehicleInfo ? ` · ${provider.vehicleInfo}` : ''}
                        </span>
                      </span>
                      <span className="text-xs text-slate-600">
                        {provider.completedCount} completed
                        {provider.averageRating != null ? ` · ★ ${provider.averageRating.toFixed(1)}` : ''}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Or enter a new provider</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField id={`${prefix}-name`} label="Provider name" value={fresh.name} onValueChange={(v) => typeNew('name', v)} required autoComplete="off" />
          <TextField id={`${prefix}-phone`} label="Provider phone" type="tel" value={fresh.phone} onValueChange={(v) => typeNew('phone', v)} required autoComplete="off" />
          <TextField id={`${prefix}-email`} label="Provider email" type="email" value={fresh.email} onValueChange={(v) => typeNew('email', v)} autoComplete="off" />
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </fieldset>

      <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
        {pending ? pendingLabel : chosen ? `${submitLabel}: ${chosen.name}` : submitLabel}
      </Button>
    </form>
  );
}
