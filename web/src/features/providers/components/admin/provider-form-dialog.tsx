import type { ProviderView } from '@contracts/provider-views';
import type { ProviderBody } from '@contracts/request-bodies';
import { BALANCE_METHODS, type BalanceMethod } from '@domain/card-balance';
import { DEFAULT_LANGUAGE, type Language } from '@domain/language';
import { PROVIDER_MESSAGES, PROVIDER_PROBLEM_FIELDS, providerDetailsProblem, type ProviderField } from '@domain/provider-details';
import { VEHICLE_CLASSES, type VehicleClass } from '@domain/provider-matching';
import { ONLINE_SERVICE_TYPES } from '@domain/request-intake';
import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { BoundField, FormTextField } from '@/components/ui/form-field';
import { LanguageOptions } from '@/components/ui/language-options';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, type FormCheck } from '@/lib/forms';
import { useSaveProvider } from '../../api/providers';

/** The spec's four required fields, and the person texts greet when the name is a business's. */
type FormField = ProviderField | 'contactName';
/** ...the language the provider's texts are written in, and what jobs they take and where. */
type ProviderFormValues = Record<FormField | 'homeAddress' | 'homeLat' | 'homeLng' | 'serviceRadiusMiles', string> & {
  language: Language;
  balanceMethod: BalanceMethod;
  services: string[];
  vehicleClasses: VehicleClass[];
};

/** How the customer pays this provider the balance after the deposit. */
const BALANCE_METHOD_LABELS: Record<BalanceMethod, string> = {
  on_site: 'On site',
  card: 'By card through us',
};

const VEHICLE_CLASS_LABELS: Record<VehicleClass, string> = {
  light: 'Light duty (cars, SUVs, pickups, vans)',
  medium: 'Medium duty (RVs, trailers, box trucks)',
  heavy: 'Heavy duty (semis, buses)',
};

type ProviderFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The provider to edit; none to add one. */
  provider?: ProviderView | null;
};

/** Spec §2 and §5: the provider information modal (name, phone, email, vehicle info, all required). */
export function ProviderFormDialog({ open, onOpenChange, provider }: ProviderFormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl data-[state=open]:animate-fade-in motion-reduce:animate-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{provider ? 'Edit Provider' : 'Add Provider'}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">Provider Information: job texts go to this phone number.</Dialog.Description>
          <ProviderFields provider={provider ?? null} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted only while open, so every opening starts from the provider as stored. */
function ProviderFields({ provider, onDone }: { provider: ProviderView | null; onDone: () => void }) {
  const save = useSaveProvider();
  const prefix = useId();
  const form = useCheckedForm<ProviderFormValues>({
    defaultValues: {
      name: provider?.name ?? '',
      contactName: provider?.contactName ?? '',
      phone: provider?.phone ?? '',
      email: provider?.email ?? '',
      vehicleInfo: provider?.vehicleInfo ?? '',
      language: provider?.language ?? DEFAULT_LANGUAGE,
      balanceMethod: provider?.balanceMethod ?? 'on_site',
      services: provider?.services ?? [],
      vehicleClasses: provider?.vehicleClasses ?? ['light'],
      homeAddress: provider?.homeAddress ?? '',
      homeLat: provider?.homeLat?.toString() ?? '',
      homeLng: provider?.homeLng?.toString() ?? '',
      serviceRadiusMiles: String(provider?.serviceRadiusMiles ?? 25),
    },
    check: checkProviderForm,
  });
  const idOf = (field: keyof ProviderFormValues) => `${prefix}-${field}`;

  const handleSubmit = form.submit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: provider?.id, body: toProviderBody(values) });
      toast.success(provider ? 'Provider Updated' : 'Provider Added', { description: `${saved.name} is on the roster.` });
      onDone();
    } catch (failure) {
      if (isApiError(failure, 401)) return;
      toast.error('Error', { description: isApiError(failure) && failure.isClientError ? failure.message : 'Failed to save the provider. Please try again.' });
    }
  }, save.isPending);

  const field = (name: FormField, label: string, type = 'text', required = true) => (
    <FormTextField form={form} name={name} id={idOf(name)} label={label} type={type} required={required} autoComplete="off" />
  );

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
      {field('name', 'Name')}
      {field('contactName', 'Contact person', 'text', false)}
      {field('phone', 'Phone', 'tel')}
      {field('email', 'Email', 'email')}
      {field('vehicleInfo', 'Vehicle information')}
      <BoundField form={form} name="language" id={idOf('language')} label="Texts in" required>
        {(control) => (
          <Select {...control}>
            <LanguageOptions />
          </Select>
        )}
      </BoundField>
      <BoundField
        form={form}
        name="balanceMethod"
        id={idOf('balanceMethod')}
        label="Balance"
        required
        hint="On site: the customer pays you at the car. By card: we text the customer a link to pay by card, tips included."
      >
        {(control) => (
          <Select {...control}>
            {BALANCE_METHODS.map((method) => (
              <option key={method} value={method}>
                {BALANCE_METHOD_LABELS[method]}
              </option>
            ))}
          </Select>
        )}
      </BoundField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Services</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {ONLINE_SERVICE_TYPES.map((service) => (
            <label key={service} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={service} {...form.register('services')} className="size-4 accent-brand-700" />
              {service}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Vehicles they tow</legend>
        {VEHICLE_CLASSES.map((vehicleClass) => (
          <label key={vehicleClass} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" value={vehicleClass} {...form.register('vehicleClasses')} className="size-4 accent-brand-700" />
            {VEHICLE_CLASS_LABELS[vehicleClass]}
          </label>
        ))}
      </fieldset>
      <FormTextField form={form} name="homeAddress" id={idOf('homeAddress')} label="Home base" required={false} autoComplete="off" />
      <div className="grid grid-cols-3 gap-3">
        <FormTextField form={form} name="homeLat" id={idOf('homeLat')} label="Latitude" inputMode="decimal" required={false} autoComplete="off" />
        <FormTextField form={form} name="homeLng" id={idOf('homeLng')} label="Longitude" inputMode="decimal" required={false} autoComplete="off" />
        <FormTextField form={form} name="serviceRadiusMiles" id={idOf('serviceRadiusMiles')} label="Radius (mi)" type="number" required={false} autoComplete="off" />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Provider'}
        </Button>
      </div>
    </form>
  );
}

/** Spec §5: the first problem, in the order the form shows its fields, as one message under its field. */
function checkProviderForm(values: ProviderFormValues): FormCheck<ProviderFormValues, ProviderFormValues> {
  const problem = providerDetailsProblem(values);
  if (!problem) return { values };
  return { problem: { fields: { [PROVIDER_PROBLEM_FIELDS[problem]]: PROVIDER_MESSAGES[problem] } } };
}

const numberOrUndefined = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The form as the API takes it: blank coordinates are left out, numbers sent as numbers (the server checks them). */
function toProviderBody({ homeLat, homeLng, serviceRadiusMiles, homeAddress, ...rest }: ProviderFormValues): ProviderBody {
  return {
    ...rest,
    homeAddress,
    homeLat: numberOrUndefined(homeLat),
    homeLng: numberOrUndefined(homeLng),
    serviceRadiusMiles: numberOrUndefined(serviceRadiusMiles),
  };
}
