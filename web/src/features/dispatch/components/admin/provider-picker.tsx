import type { ProviderView } from '@contracts/provider-views';
import type { AssignProviderBody } from '@contracts/request-bodies';
import { newAssigneeProblem, PROVIDER_MESSAGES, PROVIDER_PROBLEM_FIELDS } from '@domain/provider-details';
import { type FormEvent, type Ref, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ProviderSearch, useProviders } from '@/features/providers/admin';
import { cn } from '@/lib/cn';
import { formatPhone } from '@/lib/display-format';
import { useCheckedForm, type FormCheck } from '@/lib/forms';
import { EtaField, readEta } from './eta-field';

type ProviderPickerProps = {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The provider who has the job now, left out of the choices when reassigning. */
  excludeName?: string | null;
  /** Start in the search box, where the form opened in place of the button that opened it. */
  autoFocus?: boolean;
  /** The search box, for a control elsewhere that sends the dispatcher back to this form. */
  searchRef?: Ref<HTMLInputElement>;
  onSubmit: (body: AssignProviderBody) => void;
};

type NewProviderValues = { name: string; phone: string; email: string };
const EMPTY: NewProviderValues = { name: '', phone: '', email: '' };

/** Spec §5: a new provider needs a name and a phone; one message, above the button and in a toast. */
function checkNewProvider(values: NewProviderValues): FormCheck<NewProviderValues, AssignProviderBody> {
  const problem = newAssigneeProblem(values);
  if (problem) {
    const message = PROVIDER_MESSAGES[problem];
    return { problem: { fields: { [PROVIDER_PROBLEM_FIELDS[problem]]: message }, toast: { title: 'Error', description: message } } };
  }
  return { values: { name: values.name.trim(), phone: values.phone.trim(), email: values.email.trim() || undefined } };
}

/** Spec §2 Provider Management: a provider from the roster (search by name or phone), or a new one by name and phone. */
export function ProviderPicker({ submitLabel, pendingLabel, pending, excludeName, autoFocus = false, searchRef, onSubmit }: ProviderPickerProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ProviderView | null>(null);
  const [eta, setEta] = useState('');
  const [etaInvalid, setEtaInvalid] = useState(false);
  const etaRef = useRef<HTMLInputElement>(null);
  const fresh = useCheckedForm({ defaultValues: EMPTY, check: checkNewProvider, focusProblem: false });
  const roster = useProviders(search);
  const prefix = useId();
  const choices = (roster.data ?? []).filter((provider) => provider.active && provider.name !== excludeName);
  const { errors } = fresh.formState;
  const error = (errors.name ?? errors.phone ?? errors.email)?.message;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const etaMinutes = readEta(eta);
    if (etaMinutes === 'invalid') {
      event.preventDefault();
      setEtaInvalid(true);
      etaRef.current?.focus();
      return;
    }
    const send = (body: AssignProviderBody) => onSubmit(etaMinutes === null ? body : { ...body, etaMinutes });
    if (!chosen) return fresh.submit(send, pending)(event);
    event.preventDefault();
    if (!pending) send({ providerId: chosen.id });
  }

  /** Typing a new provider drops the roster choice and the message. */
  function typeNew() {
    setChosen(null);
    fresh.clearErrors();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Choose from the roster</legend>
        <ProviderSearch ref={searchRef} value={search} onChange={setSearch} autoFocus={autoFocus} />
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
                        fresh.reset(EMPTY);
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
          <FormTextField form={fresh} name="name" id={`${prefix}-name`} label="Provider name" showError={false} onValueChange={typeNew} required autoComplete="off" />
          <FormTextField form={fresh} name="phone" id={`${prefix}-phone`} label="Provider phone" type="tel" showError={false} onValueChange={typeNew} required autoComplete="off" />
          <FormTextField form={fresh} name="email" id={`${prefix}-email`} label="Provider email" type="email" showError={false} onValueChange={typeNew} autoComplete="off" />
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </fieldset>

      <EtaField
        id={`${prefix}-eta`}
        ref={etaRef}
        value={eta}
        invalid={etaInvalid}
        onChange={(value) => {
          setEta(value);
          setEtaInvalid(false);
        }}
      />

      <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
        {pending ? pendingLabel : chosen ? `${submitLabel}: ${chosen.name}` : submitLabel}
      </Button>
    </form>
  );
}
