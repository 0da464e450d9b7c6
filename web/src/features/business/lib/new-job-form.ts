import type { PartnerJobBody } from '@contracts/account-views';
import { isLanguage } from '@domain/language';
import { DEFAULT_ONLINE_SERVICE_TYPE, DEFAULT_VEHICLE_TYPE, INTAKE_MESSAGES, isTowingService, validateIntake } from '@domain/request-intake';
import type { FieldMarks, FormCheck } from '@/lib/forms';

/**
 * The body the portal sends: the online request form's, whose year the server reads as text (four
 * digits), as the public form sends it.
 */
export type PortalJobBody = Omit<PartnerJobBody, 'vehicleYear'> & { vehicleYear: string };

export type NewJobValues = {
  phone: string;
  language: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleType: string;
  vehiclePlate: string;
  serviceType: string;
  serviceDescription: string;
  locationAddress: string;
  destinationAddress: string;
  reference: string;
};

export const emptyNewJob: NewJobValues = {
  phone: '',
  language: 'en',
  vehicleYear: '',
  vehicleMake: '',
  vehicleModel: '',
  vehicleType: DEFAULT_VEHICLE_TYPE,
  vehiclePlate: '',
  serviceType: DEFAULT_ONLINE_SERVICE_TYPE,
  serviceDescription: '',
  locationAddress: '',
  destinationAddress: '',
  reference: '',
};

/** In page order, so the first marked one takes focus. */
const REQUIRED = ['phone', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'locationAddress'] as const;
const REQUIRED_WORDS = 'Required';
const YEAR = /^\d{4}$/;

const optional = (value: string): string | undefined => value.trim() || undefined;

/** The public request form's rule (validateIntake, the spec's words), plus a year of four digits. */
export function checkNewJob(values: NewJobValues): FormCheck<NewJobValues, PortalJobBody> {
  const problem = validateIntake(values);
  if (problem === 'missingInformation') {
    const fields: FieldMarks<NewJobValues> = {};
    for (const field of REQUIRED) if (values[field].trim() === '') fields[field] = REQUIRED_WORDS;
    return { problem: { fields, toast: INTAKE_MESSAGES.missingInformation } };
  }
  if (problem === 'missingDestination') {
    return { problem: { fields: { destinationAddress: INTAKE_MESSAGES.missingDestination.description }, toast: INTAKE_MESSAGES.missingDestination } };
  }
  if (!YEAR.test(values.vehicleYear.trim())) return { problem: { fields: { vehicleYear: 'Enter the year as four digits, e.g. 2019' } } };
  const towing = isTowingService(values.serviceType);
  return {
    values: {
      phone: values.phone.trim(),
      language: isLanguage(values.language) ? values.language : 'en',
      vehicleYear: values.vehicleYear.trim(),
      vehicleMake: values.vehicleMake.trim(),
      vehicleModel: values.vehicleModel.trim(),
      vehicleType: values.vehicleType,
      vehiclePlate: optional(values.vehiclePlate),
      serviceType: values.serviceType,
      serviceDescription: optional(values.serviceDescription),
      locationAddress: values.locationAddress.trim(),
      destinationAddress: towing ? optional(values.destinationAddress) : undefined,
      reference: optional(values.reference),
    },
  };
}

/** The server's names for the fields it refuses, as the form names them. */
const SERVER_FIELDS: readonly string[] = Object.keys(emptyNewJob);

export function serverFieldMarks(fields: Readonly<Record<string, string>> | undefined): FieldMarks<NewJobValues> | null {
  const named = Object.entries(fields ?? {}).filter(([field]) => SERVER_FIELDS.includes(field));
  return named.length > 0 ? (Object.fromEntries(named) as FieldMarks<NewJobValues>) : null;
}

/** One key per body sent: the same body again (a retry after a lost answer) reuses it, so the job is not made twice. */
export function keyForBody(body: PortalJobBody, previous: { key: string; body: string } | null): { key: string; body: string } {
  const serialized = JSON.stringify(body);
  return previous?.body === serialized ? previous : { key: newKey(), body: serialized };
}

function newKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
