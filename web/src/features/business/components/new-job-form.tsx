import type { PartnerJobView } from '@contracts/account-views';
import { isTowingService, ONLINE_SERVICE_TYPES, VEHICLE_TYPES } from '@domain/request-intake';
import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/form-section';
import { BoundField, invalidInputClass, type FieldControlProps } from '@/components/ui/form-field';
import { CarIcon, MapPinIcon, PhoneIcon, TruckIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { LanguageOptions } from '@/components/ui/language-options';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, type FieldBinding } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useCreateJob } from '../api/jobs';
import { checkNewJob, emptyNewJob, keyForBody, serverFieldMarks, type NewJobValues } from '../lib/new-job-form';

/** The public request form's fields and rule, plus the account's own reference; no deposit: the job goes on the month's invoice. */
export function NewJobForm({ onCreated }: { onCreated: (job: PartnerJobView) => void }) {
  const create = useCreateJob();
  const form = useCheckedForm({ defaultValues: emptyNewJob, check: checkNewJob });
  const prefix = useId();
  const submission = useRef<{ key: string; body: string } | null>(null);
  const serviceType = useWatch({ control: form.control, name: 'serviceType' });
  const towing = isTowingService(serviceType);

  const handleSubmit = form.submit(async (body) => {
    submission.current = keyForBody(body, submission.current);
    try {
      const job = await create.mutateAsync({ body, idempotencyKey: submission.current.key });
      toast.success('Job Sent', { description: 'The driver is texted a link to follow the help on its way.' });
      onCreated(job);
    } catch (error) {
      if (isApiError(error, 401)) return;
      const marks = isApiError(error) ? serverFieldMarks(error.fields) : null;
      if (marks) form.markInvalid(marks);
      else toast.error(isApiError(error) && error.title ? error.title : 'Job Not Sent', { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
    }
  }, create.isPending);

  const field = (name: keyof NewJobValues, label: string, required: boolean, control: (props: FieldControlProps & FieldBinding) => ReactNode, hint?: string) => (
    <BoundField form={form} name={name} id={`${prefix}-${name}`} label={label} required={required} hint={hint}>
      {control}
    </BoundField>
  );
  const text = (props: FieldControlProps & FieldBinding, extra: Partial<ComponentProps<'input'>> = {}) => (
    <Input {...props} autoComplete="off" {...extra} className={invalidInputClass} />
  );

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      <FormSection id={`${prefix}-driver`} title="Driver" icon={PhoneIcon}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('phone', 'Driver’s mobile phone', true, (props) => text(props, { type: 'tel' }), 'We text the driver a link to follow the help on its way.')}
          {field('language', 'Texts in', false, (props) => (
            <Select {...props}>
              <LanguageOptions />
            </Select>
          ))}
        </div>
      </FormSection>
      <FormSection id={`${prefix}-vehicle`} title="Vehicle" icon={CarIcon}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('vehicleYear', 'Year', true, (props) => text(props, { inputMode: 'numeric', maxLength: 4 }))}
          {field('vehicleMake', 'Make', true, (props) => text(props))}
          {field('vehicleModel', 'Model', true, (props) => text(props))}
          {field('vehicleType', 'Vehicle type', true, (props) => (
            <Select {...props}>
              {VEHICLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          ))}
          {field('vehiclePlate', 'License plate', false, (props) => text(props))}
        </div>
      </FormSection>
      <FormSection id={`${prefix}-service`} title="Service" icon={TruckIcon}>
        {field('serviceType', 'Service', true, (props) => (
          <Select {...props}>
            {ONLINE_SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        ))}
        {field('serviceDescription', 'What happened', false, (props) => <Textarea {...props} maxLength={1000} className={invalidInputClass} />)}
        {field('reference', 'Your reference', false, (props) => text(props, { maxLength: 100 }), 'Your own number for the job, e.g. a claim or unit number. It shows on the invoice.')}
      </FormSection>
      <FormSection id={`${prefix}-where`} title="Where" icon={MapPinIcon}>
        {field('locationAddress', 'Pickup address', true, (props) => text(props, { maxLength: 500 }), 'Street address or nearest intersection, with the city.')}
        {towing && field('destinationAddress', 'Tow to', true, (props) => text(props, { maxLength: 500 }))}
      </FormSection>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Sending...' : 'Send Job'}
      </Button>
    </form>
  );
}
