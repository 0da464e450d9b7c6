import { isTowingService, ONLINE_SERVICE_TYPES, VEHICLE_TYPES } from '@domain/request-intake';
import type { CustomerRequestView } from '@contracts/request-views';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { AlertIcon, CarIcon, InfoIcon, MapPinIcon, PhoneIcon, TruckIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useCreateRequest } from '../api/create-request';
import type { LocatedPlace } from '../hooks/use-current-location';
import {
  checkRequestForm,
  initialRequestFormValues,
  fieldForServerCode,
  toCreateRequestBody,
  type FieldErrors,
  type RequestFormField,
  type RequestFormPoints,
  type RequestFormValues,
} from '../lib/request-form';
import { keyForSubmission, type SubmissionKey } from '../lib/submission-key';
import { FormField, TextField } from '@/components/ui/form-field';
import { FormSection } from './form-section';
import { LocationField } from './location-field';

const SUBMITTED = { title: 'Request Submitted', description: 'Your roadside assistance request has been submitted successfully!' };
const SUBMISSION_FAILED = { title: 'Submission Failed', description: 'Failed to submit your request. Please try again.' };

const fieldId = (field: RequestFormField) => `request-${field}`;
const SUBMIT_ID = 'request-submit';

type RequestFormProps = { onSubmitted: (request: CustomerRequestView) => void };

export function RequestForm({ onSubmitted }: RequestFormProps) {
  const createRequest = useCreateRequest();
  const [values, setValues] = useState<RequestFormValues>(initialRequestFormValues);
  const [points, setPoints] = useState<RequestFormPoints>({ pickup: null, destination: null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useRef<SubmissionKey | null>(null);
  const towing = isTowingService(values.serviceType);

  function update(field: RequestFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    // A hand-edited address no longer matches the device position it came from.
    if (field === 'locationAddress') setPoints((current) => ({ ...current, pickup: null }));
    if (field === 'destinationAddress') setPoints((current) => ({ ...current, destination: null }));
  }

  function setLocated(field: 'locationAddress' | 'destinationAddress', place: LocatedPlace) {
    setValues((current) => ({ ...current, [field]: place.address }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    const point = { lat: place.lat, lng: place.lng };
    setPoints((current) => (field === 'locationAddress' ? { ...current, pickup: point } : { ...current, destination: point }));
  }

  function markInvalid(nextErrors: FieldErrors, firstField: RequestFormField) {
    setErrors(nextErrors);
    // After the re-render, so the field carries aria-invalid when it is announced.
    requestAnimationFrame(() => document.getElementById(fieldId(firstField))?.focus());
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createRequest.isPending) return;

    const failure = checkRequestForm(values);
    if (failure) {
      toast.error(failure.title, { description: failure.description });
      markInvalid(failure.errors, failure.firstField);
      return;
    }

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
      if (field && isApiError(error)) markInvalid({ [field]: error.message }, field);
      else requestAnimationFrame(() => document.getElementById(SUBMIT_ID)?.focus());
    }
  }

  const busy = createRequest.isPending;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">
        Fields marked <span className="font-semibold text-red-700">*</span> are required.
      </p>

      <FormSection id="request-contact-title" title="Contact" icon={PhoneIcon}>
        <TextField
          id={fieldId('phone')}
          label="Phone Number"
          required
          error={errors.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          placeholder="(214) 555-0188"
          value={values.phone}
          onValueChange={(value) => update('phone', value)}
        />
        <TextField
          id={fieldId('email')}
          label="Email"
          error={errors.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          placeholder="you@example.com"
          value={values.email}
          onValueChange={(value) => update('email', value)}
        />
      </FormSection>

      <FormSection id="request-service-title" title="Service Details" icon={TruckIcon}>
        <FormField id={fieldId('serviceType')} label="Service Type" required>
          {(control) => (
            <Select {...control} value={values.serviceType} onChange={(event) => update('serviceType', event.target.value)}>
              {ONLINE_SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={fieldId('serviceDescription')} label="Description" hint="What happened? Anything the provider should know.">
          {(control) => (
            <Textarea
              {...control}
              maxLength={2000}
              value={values.serviceDescription}
              onChange={(event) => update('serviceDescription', event.target.value)}
            />
          )}
        </FormField>
      </FormSection>

      <FormSection id="request-vehicle-title" title="Vehicle" icon={CarIcon}>
        <FormField id={fieldId('vehicleType')} label="Vehicle Type" required>
          {(control) => (
            <Select {...control} value={values.vehicleType} onChange={(event) => update('vehicleType', event.target.value)}>
              {VEHICLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id={fieldId('vehicleYear')}
            label="Year"
            required
            error={errors.vehicleYear}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder="2018"
            value={values.vehicleYear}
            onValueChange={(value) => update('vehicleYear', value.replace(/\D/g, ''))}
          />
          <TextField
            id={fieldId('vehicleMake')}
            label="Make"
            required
            error={errors.vehicleMake}
            type="text"
            autoComplete="off"
            maxLength={60}
            placeholder="Ford"
            value={values.vehicleMake}
            onValueChange={(value) => update('vehicleMake', value)}
          />
          <TextField
            id={fieldId('vehicleModel')}
            label="Model"
            required
            error={errors.vehicleModel}
            type="text"
            autoComplete="off"
            maxLength={60}
            placeholder="F-150"
            value={values.vehicleModel}
            onValueChange={(value) => update('vehicleModel', value)}
          />
        </div>
        <TextField
          id={fieldId('vehiclePlate')}
          label="License Plate"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          value={values.vehiclePlate}
          onValueChange={(value) => update('vehiclePlate', value)}
        />
      </FormSection>

      <FormSection id="request-pickup-title" title="Pickup Location" icon={MapPinIcon}>
        <LocationField
          id={fieldId('locationAddress')}
          label="Pickup Address"
          purpose="pickup"
          required
          placeholder="Street address, intersection or landmark"
          value={values.locationAddress}
          located={points.pickup !== null}
          error={errors.locationAddress}
          onChange={(address) => update('locationAddress', address)}
          onLocated={(place) => setLocated('locationAddress', place)}
        />
      </FormSection>

      {towing && (
        <FormSection id="request-destination-title" title="Destination" icon={MapPinIcon}>
          <LocationField
            id={fieldId('destinationAddress')}
            label="Destination Address"
            purpose="destination"
            required
            placeholder="Where should your vehicle be towed?"
            value={values.destinationAddress}
            located={points.destination !== null}
            error={errors.destinationAddress}
            onChange={(address) => update('destinationAddress', address)}
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
