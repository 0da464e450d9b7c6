import type { ApplicationReceivedView } from '@contracts/network-views';
import { serviceLabelId } from '@contracts/shared-messages';
import { VEHICLE_CLASSES } from '@domain/provider-matching';
import { ONLINE_SERVICE_TYPES } from '@domain/request-intake';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormSection } from '@/components/form-section';
import { Button } from '@/components/ui/button';
import { BoundField, FormTextField } from '@/components/ui/form-field';
import { BadgeCheckIcon, ClockIcon, InfoIcon, PhoneIcon, TruckIcon } from '@/components/ui/icons';
import { LanguageOptions } from '@/components/ui/language-options';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useLanguage } from '@/i18n/language-provider';
import type { MessageId } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, type FieldMarks, type FormCheck } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useSubmitApplication } from '../../api/submit-application';
import { initialJoinValues, joinProblems, oversizedFile, problemsByField, toApplicationForm, type JoinFormValues } from '../../lib/join-form';
import { ChoiceGroup } from './choice-group';
import { FileField } from './file-field';

const VEHICLE_CLASS_LABELS = { light: 'join.vehicleClass.light', medium: 'join.vehicleClass.medium', heavy: 'join.vehicleClass.heavy' } as const satisfies Record<string, MessageId>;

/** The application: the company, its work, its TDLR licences and insurance, and the documents that show them. */
export function JoinForm({ onReceived }: { onReceived: (received: ApplicationReceivedView, phone: string) => void }) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { language } = useLanguage();
  const errorText = useErrorText();
  const [sent, setSent] = useState(0);
  const submit = useSubmitApplication(setSent);

  function check(values: JoinFormValues): FormCheck<JoinFormValues, JoinFormValues> {
    const marks: FieldMarks<JoinFormValues> = {};
    for (const { field, messageId } of joinProblems(values)) marks[field] ??= say(messageId);
    const tooLarge = oversizedFile(values);
    if (tooLarge) marks[values.certificate.includes(tooLarge) ? 'certificate' : 'licencePhotos'] = say('join.error.fileTooLarge', { name: tooLarge.name });
    if (Object.keys(marks).length === 0) return { values };
    return { problem: { fields: marks, toast: { title: say('join.problem.title'), description: say('join.problem.description') } } };
  }

  const form = useCheckedForm({ defaultValues: initialJoinValues(language), check });

  const handleSubmit = form.submit(async (values) => {
    setSent(0);
    try {
      onReceived(await submit.mutateAsync(toApplicationForm(values)), values.phone.trim());
    } catch (error) {
      // The server's own check of a field (a file that is no document, say) marks that field in this language.
      const refused = isApiError(error) && error.fields ? problemsByField(error.fields) : [];
      if (refused.length > 0) {
        form.markInvalid(Object.fromEntries(refused.map(({ field, messageId }) => [field, say(messageId)])) as FieldMarks<JoinFormValues>);
      } else if (isApiError(error) && error.fields?.insuranceCertificate) {
        form.markInvalid({ certificate: say('join.error.notADocument') });
      } else if (isApiError(error) && error.fields?.licencePhotos) {
        form.markInvalid({ licencePhotos: say('join.error.notADocument') });
      }
      toast.error(say('join.sendFailed.title'), { description: errorText(error) });
    }
  }, submit.isPending);

  const text = (name: Parameters<typeof FormTextField<JoinFormValues>>[0]['name'], label: MessageId, extra: Record<string, unknown> = {}) => (
    <FormTextField form={form} name={name} id={`join-${name}`} label={say(label)} required {...extra} />
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormSection id="join-company" title={say('join.section.company')} icon={PhoneIcon}>
        {text('companyName', 'join.field.companyName', { autoComplete: 'organization', maxLength: 120 })}
        {text('contactName', 'join.field.contactName', { autoComplete: 'name', maxLength: 120 })}
        {text('phone', 'join.field.phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40, placeholder: '(214) 555-0188', hint: say('join.field.phoneHint') })}
        {text('email', 'join.field.email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
        <BoundField form={form} name="language" id="join-language" label={say('join.field.language')} required>
          {(control) => (
            <Select {...control}>
              <LanguageOptions />
            </Select>
          )}
        </BoundField>
      </FormSection>

      <FormSection id="join-work" title={say('join.section.work')} icon={TruckIcon}>
        <ChoiceGroup
          form={form}
          name="services"
          legend={say('join.field.services')}
          options={ONLINE_SERVICE_TYPES.map((service) => {
            const labelId = serviceLabelId(service);
            return { value: service, label: labelId ? say(labelId) : service };
          })}
        />
        <ChoiceGroup form={form} name="vehicleClasses" legend={say('join.field.vehicleClasses')} options={VEHICLE_CLASSES.map((value) => ({ value, label: say(VEHICLE_CLASS_LABELS[value]) }))} />
        {text('homeAddress', 'join.field.homeAddress', { autoComplete: 'street-address', maxLength: 200, hint: say('join.field.homeAddressHint') })}
        {text('serviceRadiusMiles', 'join.field.serviceRadius', { inputMode: 'numeric', maxLength: 3, className: 'max-w-32' })}
      </FormSection>

      <FormSection id="join-licences" title={say('join.section.licences')} icon={BadgeCheckIcon}>
        {text('companyLicence', 'join.field.companyLicence', { autoCapitalize: 'characters', maxLength: 20, placeholder: '0651234VSF' })}
        {text('operatorLicence', 'join.field.operatorLicence', { autoCapitalize: 'characters', maxLength: 20, placeholder: '1234567' })}
        <BoundField form={form} name="truckPermits" id="join-truckPermits" label={say('join.field.truckPermits')} required hint={say('join.field.truckPermitsHint')}>
          {(control) => <Textarea {...control} rows={3} autoCapitalize="characters" className="scroll-mt-28 aria-invalid:border-red-600" />}
        </BoundField>
        {text('licenceExpiresOn', 'join.field.licenceExpiresOn', { type: 'date', className: 'max-w-56' })}
      </FormSection>

      <FormSection id="join-insurance" title={say('join.section.insurance')} icon={ClockIcon}>
        {text('insuranceCarrier', 'join.field.insuranceCarrier', { maxLength: 120 })}
        {text('insurancePolicy', 'join.field.insurancePolicy', { autoCapitalize: 'characters', maxLength: 30 })}
        {text('coverage', 'join.field.coverage', { inputMode: 'decimal', placeholder: '$500,000', hint: say('join.field.coverageHint'), className: 'max-w-56' })}
        {text('insuranceExpiresOn', 'join.field.insuranceExpiresOn', { type: 'date', className: 'max-w-56' })}
      </FormSection>

      <FormSection id="join-documents" title={say('join.section.documents')} icon={InfoIcon}>
        <FileField form={form} name="certificate" label={say('join.field.certificate')} hint={say('join.field.certificateHint')} accept="image/*,application/pdf" />
        <FileField form={form} name="licencePhotos" label={say('join.field.licencePhotos')} hint={say('join.field.licencePhotosHint')} accept="image/*" multiple />
      </FormSection>

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? say('join.sending', { percent: Math.round(sent * 100) }) : say('join.submit')}
      </Button>
      {submit.isPending && (
        <progress value={sent} max={1} className="block h-2 w-full" aria-label={say('join.sending', { percent: Math.round(sent * 100) })} />
      )}
    </form>
  );
}
