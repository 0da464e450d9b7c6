import type { PhoneRequestCreated } from '@contracts/payment-views';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { BadgeCheckIcon, PhoneIcon } from '@/components/ui/icons';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useCreatePhoneRequest } from '../../api/create-phone-request';
import { PHONE_SERVICE_OPTIONS } from '../../lib/phone-service-types';
import {
  checkPhoneRequest,
  initialPhoneRequestValues,
  type PhoneRequestField,
  type PhoneRequestFormValues,
} from '../../lib/phone-request-form';
import { PaymentLinkBox } from './payment-link-box';

const FAILED = { title: 'Error', description: 'Failed to create payment link' } as const;

/** Spec §2, the Phone Request tab: a request taken by phone, priced at once, with its payment link. */
export function PhoneRequestForm() {
  const [created, setCreated] = useState<PhoneRequestCreated | null>(null);

  if (created) {
    return (
      <CardSection title="Payment Link Generated" icon={<BadgeCheckIcon className="size-5 text-emerald-700" />}>
        <p className="mb-4 text-sm text-slate-700">
          Request {created.trackingId} was created and the customer has been texted this link to pay the deposit.
        </p>
        <PaymentLinkBox requestId={created.id} url={created.paymentLink.url} onDeleted={() => setCreated(null)} />
        <Button className="mt-6 w-full sm:w-auto" onClick={() => setCreated(null)}>
          Create Another Request
        </Button>
      </CardSection>
    );
  }
  return <PhoneRequestFields onCreated={setCreated} />;
}

function PhoneRequestFields({ onCreated }: { onCreated: (created: PhoneRequestCreated) => void }) {
  const create = useCreatePhoneRequest();
  const [values, setValues] = useState<PhoneRequestFormValues>(initialPhoneRequestValues);
  const [invalid, setInvalid] = useState<ReadonlySet<PhoneRequestField>>(new Set());
  const prefix = useId();
  const idOf = (field: PhoneRequestField) => `${prefix}-${field}`;

  function update(field: PhoneRequestField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid.has(field)) setInvalid((current) => new Set([...current].filter((item) => item !== field)));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkPhoneRequest(values);
    if ('problem' in checked) {
      toast.error(checked.problem.title, { description: checked.problem.description });
      setInvalid(new Set(checked.problem.fields));
      document.getElementById(idOf(checked.problem.fields[0]))?.focus();
      return;
    }
    try {
      const result = await create.mutateAsync(checked.body);
      if (!result.paymentLink?.url) throw new Error('No payment link returned');
      toast.success('Payment Link Generated', { description: 'The customer has been texted the payment link.' });
      onCreated(result);
    } catch (error) {
      if (isApiError(error, 401)) return;
      if (isApiError(error) && error.isClientError && error.status !== 404) {
        toast.error(error.title ?? FAILED.title, { description: error.message });
      } else {
        toast.error(FAILED.title, { description: FAILED.description });
      }
    }
  }

  const field = (name: PhoneRequestField) => ({
    id: idOf(name),
    name,
    value: values[name],
    'aria-invalid': invalid.has(name) || undefined,
    className: 'aria-invalid:border-red-600',
  });

  return (
    <CardSection title="New Phone Request" icon={<PhoneIcon className="size-5 text-brand-700" />}>
      <form onSubmit={handleSubmit} noValidate className="space-y-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Customer</legend>
          <FormField id={idOf('phone')} label="Phone" required>
            <Input {...field('phone')} type="tel" autoComplete="off" required onChange={(e) => update('phone', e.target.value)} />
          </FormField>
          <FormField id={idOf('email')} label="Email">
            <Input {...field('email')} type="email" autoComplete="off" onChange={(e) => update('email', e.target.value)} />
          </FormField>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Vehicle</legend>
          <FormField id={idOf('vehicleMake')} label="Make" required>
            <Input {...field('vehicleMake')} required onChange={(e) => update('vehicleMake', e.target.value)} />
          </FormField>
          <FormField id={idOf('vehicleModel')} label="Model" required>
            <Input {...field('vehicleModel')} required onChange={(e) => update('vehicleModel', e.target.value)} />
          </FormField>
          <FormField id={idOf('vehicleYear')} label="Year" required>
            <Input {...field('vehicleYear')} inputMode="numeric" required onChange={(e) => update('vehicleYear', e.target.value)} />
          </FormField>
          <FormField id={idOf('vehiclePlate')} label="License plate">
            <Input {...field('vehiclePlate')} onChange={(e) => update('vehiclePlate', e.target.value)} />
          </FormField>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Service and price</legend>
          <FormField id={idOf('serviceType')} label="Service type" required>
            <Select {...field('serviceType')} required onChange={(e) => update('serviceType', e.target.value)}>
              <option value="">Select a service</option>
              {PHONE_SERVICE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="sm:col-span-2">
            <FormField id={idOf('serviceDescription')} label="Description">
              <Textarea {...field('serviceDescription')} onChange={(e) => update('serviceDescription', e.target.value)} />
            </FormField>
          </div>
          <FormField id={idOf('finalPrice')} label="Final price ($)" required>
            <Input
              {...field('finalPrice')}
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              placeholder="0.00"
              required
              onChange={(e) => update('finalPrice', e.target.value)}
            />
          </FormField>
          <FormField id={idOf('depositPercentage')} label="Deposit percentage (%)" required>
            <Input
              {...field('depositPercentage')}
              type="number"
              min="0"
              max="100"
              step="1"
              inputMode="numeric"
              onChange={(e) => update('depositPercentage', e.target.value)}
            />
          </FormField>
        </fieldset>

        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={create.isPending}>
          {create.isPending ? 'Generating...' : 'Generate Payment Link'}
        </Button>
      </form>
    </CardSection>
  );
}

