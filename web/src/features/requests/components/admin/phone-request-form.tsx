import { centsToDollarString } from '@domain/money';
import type { PhoneRequestCreated } from '@contracts/payment-views';
import type { PhoneRequestBody } from '@contracts/request-bodies';
import { useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { BadgeCheckIcon, PhoneIcon } from '@/components/ui/icons';
import { BoundField, type FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LanguageOptions } from '@/components/ui/language-options';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { PaymentLinkBox } from '@/features/payments/admin';
import { PriceSuggestion, usePhoneSuggestion } from '@/features/rate-card/admin';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, type FieldBinding, type FormCheck } from '@/lib/forms';
import { useCreatePhoneRequest } from '../../api/create-phone-request';
import { PHONE_SERVICE_OPTIONS } from '../../lib/phone-service-types';
import {
  checkPhoneRequest,
  initialPhoneRequestValues,
  type PhoneRequestField,
  type PhoneRequestFormValues,
} from '../../lib/phone-request-form';

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

/** Spec §5: the missing fields are marked (the first takes focus) and the toast says what is wrong. */
function checkPhoneForm(values: PhoneRequestFormValues): FormCheck<PhoneRequestFormValues, PhoneRequestBody> {
  const checked = checkPhoneRequest(values);
  if ('body' in checked) return { values: checked.body };
  const { title, description, fields } = checked.problem;
  return { problem: { fields: Object.fromEntries(fields.map((field) => [field, ''])), toast: { title, description } } };
}

/** Marked red when the check names the field; the toast carries the words. */
const markedClass = 'aria-invalid:border-red-600';

function PhoneRequestFields({ onCreated }: { onCreated: (created: PhoneRequestCreated) => void }) {
  const create = useCreatePhoneRequest();
  const form = useCheckedForm({ defaultValues: initialPhoneRequestValues, check: checkPhoneForm });
  const prefix = useId();
  const serviceType = useWatch({ control: form.control, name: 'serviceType' });
  const suggestion = usePhoneSuggestion(serviceType);

  /** 'Use Suggestion': the suggested price in the Final Price field, where the dispatcher may still change it. */
  const useSuggestion = (cents: number) => {
    form.setValue('finalPrice', centsToDollarString(cents), { shouldDirty: true });
    form.clearErrors('finalPrice');
    form.setFocus('finalPrice');
  };

  const handleSubmit = form.submit(async (body) => {
    try {
      const result = await create.mutateAsync(body);
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
  }, create.isPending);

  const field = (name: PhoneRequestField, label: string, required: boolean, control: (props: FieldControlProps & FieldBinding) => ReactNode) => (
    <BoundField form={form} name={name} id={`${prefix}-${name}`} label={label} required={required}>
      {control}
    </BoundField>
  );

  return (
    <CardSection title="New Phone Request" icon={<PhoneIcon className="size-5 text-brand-700" />}>
      <form onSubmit={handleSubmit} noValidate className="space-y-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Customer</legend>
          {field('phone', 'Phone', true, (props) => <Input {...props} type="tel" autoComplete="off" className={markedClass} />)}
          {field('email', 'Email', false, (props) => <Input {...props} type="email" autoComplete="off" className={markedClass} />)}
          {field('language', 'Texts in', false, (props) => (
            <Select {...props} className={markedClass}>
              <LanguageOptions />
            </Select>
          ))}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Vehicle</legend>
          {field('vehicleMake', 'Make', true, (props) => <Input {...props} className={markedClass} />)}
          {field('vehicleModel', 'Model', true, (props) => <Input {...props} className={markedClass} />)}
          {field('vehicleYear', 'Year', true, (props) => <Input {...props} inputMode="numeric" className={markedClass} />)}
          {field('vehiclePlate', 'License plate', false, (props) => <Input {...props} className={markedClass} />)}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Service and price</legend>
          {field('serviceType', 'Service type', true, (props) => (
            <Select {...props} className={markedClass}>
              <option value="">Select a service</option>
              {PHONE_SERVICE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          ))}
          {serviceType !== '' && (
            <PriceSuggestion suggestion={suggestion} onUse={useSuggestion} disabled={create.isPending} className="sm:col-span-2" />
          )}
          <div className="sm:col-span-2">
            {field('serviceDescription', 'Description', false, (props) => <Textarea {...props} className={markedClass} />)}
          </div>
          {field('finalPrice', 'Final price ($)', true, (props) => (
            <Input {...props} type="number" step="0.01" min="0" inputMode="decimal" placeholder="0.00" className={markedClass} />
          ))}
          {field('depositPercentage', 'Deposit percentage (%)', true, (props) => (
            // The asterisk only, as before: the field starts at the default deposit.
            <Input {...props} required={false} type="number" min="0" max="100" step="1" inputMode="numeric" className={markedClass} />
          ))}
        </fieldset>

        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={create.isPending}>
          {create.isPending ? 'Generating...' : 'Generate Payment Link'}
        </Button>
      </form>
    </CardSection>
  );
}
