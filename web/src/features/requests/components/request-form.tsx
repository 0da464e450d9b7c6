import type { Language } from '@domain/language';
import { isTowingService, ONLINE_SERVICE_TYPES, VEHICLE_TYPES } from '@domain/request-intake';
import { serviceLabelId } from '@contracts/shared-messages';
import type { CustomerRequestView } from '@contracts/request-views';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { AlertIcon, CarIcon, InfoIcon, MapPinIcon, PhoneIcon, TruckIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useLanguage } from '@/i18n/language-provider';
import type { MessageId } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, type FieldMarks, type FormCheck } from '@/lib/forms';
import { useCreateRequest } from '../api/create-request';
import type { LocatedPlace } from '@/lib/use-current-location';
import {
  checkRequestForm,
  initialRequestFormValues,
  fieldForServerCode,
  titleForServerCode,
  toCreateRequestBody,
  type RequestFormField,
  type RequestFormPoints,
  type RequestFormValues,
} from '../lib/request-form';
import { keyForSubmission, type SubmissionKey } from '../lib/submission-key';
import { vehicleTypeLabelId } from '@/lib/vehicle-type-labels';
import { BoundField, FormTextField } from '@/components/ui/form-field';
import { FormSection } from '@/components/form-section';
import { LocationField } from './location-field';

const SUBMITTED = { title: 'request.toast.submitted.title', description: 'request.toast.submitted.description' } as const satisfies Record<string, MessageId>;
const SUBMISSION_FAILED = { title: 'request.toast.failed.title', description: 'request.toast.failed.description' } as const satisfies Record<string, MessageId>;

const fieldId = (field: RequestFormField) => `request-${field}`;
const SUBMIT_ID = 'request-submit';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

type RequestFormProps = { onSubmitted: (request: CustomerRequestView) => void };

export function RequestForm({ onSubmitted }: RequestFormProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const say = (id: MessageId) => intl.formatMessage({ id });
  /** A stored value's words, or the value itself where this version has none. */
  const labelOf = (id: MessageId | null, value: string) => (id ? say(id) : value);

  /** The shared intake rule: every blank required field marked (the first takes focus), and the toast. */
  function checkIntake(values: RequestFormValues): FormCheck<RequestFormValues, RequestFormValues> {
    const failure = checkRequestForm(values);
    if (!failure) return { values };
    const fields = Object.fromEntries(Object.entries(failure.errors).map(([field, id]) => [field, say(id)])) as FieldMarks<RequestFormValues>;
    return { problem: { fields, toast: { title: say(failure.title), description: say(failure.description) } } };
  }

  const createRequest = useCreateRequest();
  const form = useCheckedForm({ defaultValues: initialRequestFormValues, check: checkIntake });
  const [points, setPoints] = useState<RequestFormPoints>({ pickup: null, destination: null });
  const submission = useRef<SubmissionKey | null>(null);
  const submittedLanguage = useRef<Language | null>(null);
  const towing = isTowingService(useWatch({ control: form.control, name: 'serviceType' }));

  function setLocated(field: 'locationAddress' | 'destinationAddress', place: LocatedPlace) {
    form.setValue(field, place.address);
    form.clearErrors(field);
    const point = { lat: place.lat, lng: place.lng };
    setPoints((current) => (field === 'locationAddress' ? { ...current, pickup: point } : { ...current, destination: point }));
  }

  // A hand-edited address no longer matches the device position it came from.
  const clearPoint = (point: keyof RequestFormPoints) => () => setPoints((current) => (current[point] ? { ...current, [point]: null } : current));

  const handleSubmit = form.submit(async (values) => {
    // A retry of an unanswered submission keeps its language, so its body and key stay the same.
    const body = toCreateRequestBody(values, points, submittedLanguage.current ?? language);
    submittedLanguage.current ??= language;
    submission.current = keyForSubmission(body, submission.current);
    try {
      const request = await createRequest.mutateAsync({ body, idempotencyKey: submission.current.key });
      submission.current = null;
      submittedLanguage.current = null;
      toast.success(say(SUBMITTED.title), { description: say(SUBMITTED.description) });
      onSubmitted(request);
    } catch (error) {
      showSubmitError(error);
      const field = isApiError(error) ? fieldForServerCode(error.code) : undefined;
      if (field && isApiError(error)) form.markInvalid({ [field]: errorText(error) });
      else requestAnimationFrame(() => document.getElementById(SUBMIT_ID)?.focus());
    }
  }, createRequest.isPending);

  const busy = createRequest.isPending;

  function showSubmitError(error: unknown) {
    if (isApiError(error, 400) && error.title) {
      const titleId = titleForServerCode(error.code);
      // A heading this version has no words for is shown as the server gave it only to an English reader.
      const title = titleId ? say(titleId) : language === 'en' ? error.title : say(SUBMISSION_FAILED.title);
      toast.error(title, { description: errorText(error) });
    } else if (isApiError(error, 429) || isApiError(error, 409)) {
      toast.error(say(SUBMISSION_FAILED.title), { description: errorText(error) });
    } else {
      toast.error(say(SUBMISSION_FAILED.title), { description: say(SUBMISSION_FAILED.description) });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">
        {intl.formatMessage(
          { id: 'request.form.requiredNote' },
          { star: (chunks) => <span className="font-semibold text-red-700">{chunks}</span> },
        )}
      </p>

      <FormSection id="request-contact-title" title={say('request.section.contact')} icon={PhoneIcon}>
        <FormTextField
          form={form}
          name="phone"
          id={fieldId('phone')}
          label={say('request.field.phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          placeholder="(214) 555-0188"
        />
        <FormTextField
          form={form}
          name="email"
          id={fieldId('email')}
          label={say('request.field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          placeholder={say('request.field.email.placeholder')}
        />
      </FormSection>

      <FormSection id="request-service-title" title={say('request.section.service')} icon={TruckIcon}>
        <BoundField form={form} name="serviceType" id={fieldId('serviceType')} label={say('request.field.serviceType')} required>
          {(control) => (
            <Select {...control}>
              {ONLINE_SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {labelOf(serviceLabelId(type), type)}
                </option>
              ))}
            </Select>
          )}
        </BoundField>
        <BoundField form={form} name="serviceDescription" id={fieldId('serviceDescription')} label={say('request.field.description')} hint={say('request.field.description.hint')}>
          {(control) => <Textarea {...control} maxLength={2000} />}
        </BoundField>
      </FormSection>

      <FormSection id="request-vehicle-title" title={say('request.section.vehicle')} icon={CarIcon}>
        <BoundField form={form} name="vehicleType" id={fieldId('vehicleType')} label={say('request.field.vehicleType')} required>
          {(control) => (
            <Select {...control}>
              {VEHICLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {labelOf(vehicleTypeLabelId(type), type)}
                </option>
              ))}
            </Select>
          )}
        </BoundField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormTextField
            form={form}
            name="vehicleYear"
            id={fieldId('vehicleYear')}
            label={say('request.field.year')}
            required
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder="2018"
            transform={digitsOnly}
          />
          <FormTextField
            form={form}
            name="vehicleMake"
            id={fieldId('vehicleMake')}
            label={say('request.field.make')}
            required
            type="text"
            autoComplete="off"
            maxLength={60}
            placeholder="Ford"
          />
          <FormTextField
            form={form}
            name="vehicleModel"
            id={fieldId('vehicleModel')}
            label={say('request.field.model')}
            required
            type="text"
            autoComplete="off"
            maxLength={60}
            placeholder="F-150"
          />
        </div>
        <FormTextField
          form={form}
          name="vehiclePlate"
          id={fieldId('vehiclePlate')}
          label={say('request.field.plate')}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
        />
      </FormSection>

      <FormSection id="request-pickup-title" title={say('request.section.pickup')} icon={MapPinIcon}>
        <LocationField
          form={form}
          name="locationAddress"
          id={fieldId('locationAddress')}
          label={say('request.field.pickup')}
          purpose={say('request.field.pickup.purpose')}
          required
          placeholder={say('request.field.pickup.placeholder')}
          located={points.pickup !== null}
          onEdited={clearPoint('pickup')}
          onLocated={(place) => setLocated('locationAddress', place)}
        />
      </FormSection>

      {towing && (
        <FormSection id="request-destination-title" title={say('request.section.destination')} icon={MapPinIcon}>
          <LocationField
            form={form}
            name="destinationAddress"
            id={fieldId('destinationAddress')}
            label={say('request.field.destination')}
            purpose={say('request.field.destination.purpose')}
            required
            placeholder={say('request.field.destination.placeholder')}
            located={points.destination !== null}
            onEdited={clearPoint('destination')}
            onLocated={(place) => setLocated('destinationAddress', place)}
          />
        </FormSection>
      )}

      <div className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{say('request.form.trackingNote')}</span>
        </p>
        <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
          <span>
            {intl.formatMessage(
              { id: 'request.form.emergency' },
              { b: (chunks) => <strong className="font-semibold">{chunks}</strong> },
            )}
          </span>
        </p>
        <Button id={SUBMIT_ID} type="submit" variant="accent" size="lg" className="w-full" disabled={busy}>
          {busy && <Spinner className="size-5" />}
          {busy ? say('request.form.submitting') : say('request.form.submit')}
        </Button>
      </div>
    </form>
  );
}

