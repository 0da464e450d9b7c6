import { isTowingService, ONLINE_SERVICE_TYPES, VEHICLE_TYPES } from '@domain/request-intake';
import type { CustomerRequestView } from '@contracts/request-views';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { AlertIcon, CarIcon, InfoIcon, MapPinIcon, PhoneIcon, TruckIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, type FormCheck } from '@/lib/forms';
import { useCreateRequest } from '../api/create-request';
import type { LocatedPlace } from '../hooks/use-current-location';
import {
  checkRequestForm,
  initialRequestFormValues,
  fieldForServerCode,
  toCreateRequestBody,
  type RequestFormField,
  type RequestFormPoints,
  type RequestFormValues,
} from '../lib/request-form';
import { keyForSubmission, type SubmissionKey } from '../lib/submission-key';
import { BoundField, FormTextField } from '@/components/ui/form-field';
import { FormSection } from './form-section';
import { LocationField } from './location-field';

const SUBMITTED = { title: 'Request Submitted', description: 'Your roadside assistance request has been submitted successfully!' };
const SUBMISSION_FAILED = { title: 'Submission Failed', description: 'Failed to submit your request. Please try again.' };

const fieldId = (field: RequestFormField) => `request-${field}`;
const SUBMIT_ID = 'request-submit';

/** The shared intake rule: every blank required field marked (the first takes focus), and the toast. */
function checkIntake(values: RequestFormValues): FormCheck<RequestFormValues, RequestFormValues> {
  const failure = checkRequestForm(values);
  if (!failure) return { values };
  return { problem: { fields: failure.errors, toast: { title: failure.title, description: failure.description } } };
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

type RequestFormProps = { onSubmitted: (request: CustomerRequestView) => void };

export function RequestForm({ onSubmitted }: RequestFormProps) {
  const createRequest = useCreateRequest();
  const form = useCheckedForm({ defaultValues: initialRequestFormValues, check: checkIntake });
  const [points, setPoints] = useState<RequestFormPoints>({ pickup: null, destination: null });
  const submission = useRef<SubmissionKey | null>(null);
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
    const body = toCreateRequestBody(values, points);
    submission.current = keyForSubmission(body, submission.current);
    try {
      const request = await createRequest.mutateAsync({ body, idempotencyKey: submission.current.key });
      submission.current = null;
      toast.success(SUBMITTED.title, { description: SUBMITTED.description });
      onSubmitted(request);
    } catch (error) {
      showSubmitError(error);
      const field = isApiError(error) ? fieldForServerCode(error.code) : undefined;
      if (field && isApiError(error)) form.markInvalid({ [field]: error.message });
      else requestAnimationFrame(() => document.getElementById(SUBMIT_ID)?.focus());
    }
  }, createRequest.isPending);

  const busy = createRequest.isPending;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">
        Fields marked <span className="font-semibold text-red-700">*</span> are required.
      </p>

      <FormSection id="request-contact-title" title="Contact" icon={PhoneIcon}>
        <FormTextField
          form={form}
          name="phone"
          id={fieldId('phone')}
          label="Phone Number"
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
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          placeholder="you@example.com"
        />
      </FormSection>

      <FormSection id="request-service-title" title="Service Details" icon={TruckIcon}>
        <BoundField form={form} name="serviceType" id={fieldId('serviceType')} label="Service Type" required>
          {(control) => (
            <Select {...control}>
              {ONLINE_SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </BoundField>
        <BoundField form={form} name="serviceDescription" id={fieldId('serviceDescription')} label="Description" hint="What happened? Anything the provider should know.">
          {(control) => <Textarea {...control} maxLength={2000} />}
        </BoundField>
      </FormSection>

      <FormSection id="request-vehicle-title" title="Vehicle" icon={CarIcon}>
        <BoundField form={form} name="vehicleType" id={fieldId('vehicleType')} label="Vehicle Type" required>
          {(control) => (
            <Select {...control}>
              {VEHICLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
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
            label="Year"
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
            label="Make"
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
            label="Model"
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
          label="License Plate"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
        />
      </FormSection>

      <FormSection id="request-pickup-title" title="Pickup Location" icon={MapPinIcon}>
        <LocationField
          form={form}
          name="locationAddress"
          id={fieldId('locationAddress')}
          label="Pickup Address"
          purpose="pickup"
          required
          placeholder="Street address, intersection or landmark"
          located={points.pickup !== null}
          onEdited={clearPoint('pickup')}
          onLocated={(place) => setLocated('locationAddress', place)}
        />
      </FormSection>

      {towing && (
        <FormSection id="request-destination-title" title="Destination" icon={MapPinIcon}>
          <LocationField
            form={form}
            name="destinationAddress"
            id={fieldId('destinationAddress')}
            label="Destination Address"
            purpose="destination"
            required
            placeholder="Where should your vehicle be towed?"
            located={points.destination !== null}
            onEdited={clearPoint('destination')}
            onLocated={(place) => setLocated('destinationAddress', place)}
          />
        </FormSection>
      )}

      <div className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            We&apos;ll text you a tracking link. A dispatcher reviews your request and sends you a price offer before
            anything is booked.
          </span>
        </p>
        <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
          <span>
            <strong className="font-semibold">For life-threatening emergencies, call 911.</strong> We provide non-emergency
            roadside assistance only.
          </span>
        </p>
        <Button id={SUBMIT_ID} type="submit" variant="accent" size="lg" className="w-full" disabled={busy}>
          {busy && <Spinner className="size-5" />}
          {busy ? 'Submitting Request...' : 'Request Offer'}
        </Button>
      </div>
    </form>
  );
}

function showSubmitError(error: unknown) {
  if (isApiError(error, 400) && error.title) {
    toast.error(error.title, { description: error.message });
  } else if (isApiError(error, 429) || isApiError(error, 409)) {
    toast.error(SUBMISSION_FAILED.title, { description: error.message });
  } else {
    toast.error(SUBMISSION_FAILED.title, { description: SUBMISSION_FAILED.description });
  }
}
