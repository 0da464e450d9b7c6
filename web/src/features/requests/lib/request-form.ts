import { greatCircleMiles, type LatLng } from '@domain/geo';
import {
  DEFAULT_ONLINE_SERVICE_TYPE,
  DEFAULT_VEHICLE_TYPE,
  INTAKE_MESSAGES,
  isTowingService,
  validateIntake,
} from '@domain/request-intake';
import { ERROR_CODES, type ErrorCode } from '@contracts/error-codes';
import type { CreateOnlineRequestBody } from '@contracts/request-bodies';

export type RequestFormValues = {
  phone: string;
  email: string;
  serviceType: string;
  serviceDescription: string;
  vehicleType: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  vehiclePlate: string;
  locationAddress: string;
  destinationAddress: string;
};
export type RequestFormField = keyof RequestFormValues;

/** Coordinates exist only while the address still holds what the current-location button put there. */
export type RequestFormPoints = { pickup: LatLng | null; destination: LatLng | null };

export type FieldErrors = Partial<Record<RequestFormField, string>>;

export const initialRequestFormValues: RequestFormValues = {
  phone: '',
  email: '',
  serviceType: DEFAULT_ONLINE_SERVICE_TYPE,
  serviceDescription: '',
  vehicleType: DEFAULT_VEHICLE_TYPE,
  vehicleYear: '',
  vehicleMake: '',
  vehicleModel: '',
  vehiclePlate: '',
  locationAddress: '',
  destinationAddress: '',
};

/** In the order they appear on the page, so the first one is where focus goes. */
const REQUIRED_FIELDS = ['phone', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'locationAddress'] as const;

export const REQUIRED_FIELD_MESSAGE = 'This field is required';

export type IntakeFailure = { title: string; description: string; errors: FieldErrors; firstField: RequestFormField };

/** The shared intake rule, plus which fields to mark. */
export function checkRequestForm(values: RequestFormValues): IntakeFailure | null {
  const problem = validateIntake(values);
  if (!problem) return null;
  const { title, description } = INTAKE_MESSAGES[problem];
  if (problem === 'missingDestination') {
    return { title, description, errors: { destinationAddress: description }, firstField: 'destinationAddress' };
  }
  const blank = REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
  const errors = Object.fromEntries(blank.map((field) => [field, REQUIRED_FIELD_MESSAGE])) as FieldErrors;
  return { title, description, errors, firstField: blank[0] ?? 'phone' };
}

const optional = (value: string): string | undefined => value.trim() || undefined;

export function toCreateRequestBody(values: RequestFormValues, points: RequestFormPoints): CreateOnlineRequestBody {
  const towing = isTowingService(values.serviceType);
  const destination = towing ? points.destination : null;
  // Spec §9: only a pickup fix and a destination fix from the device give a distance.
  const estimatedDistance = points.pickup && destination ? greatCircleMiles(points.pickup, destination) : null;
  return {
    phone: values.phone.trim(),
    email: optional(values.email),
    serviceType: values.serviceType,
    serviceDescription: optional(values.serviceDescription),
    vehicleType: values.vehicleType,
    vehicleYear: values.vehicleYear.trim(),
    vehicleMake: values.vehicleMake.trim(),
    vehicleModel: values.vehicleModel.trim(),
    vehiclePlate: optional(values.vehiclePlate),
    locationAddress: values.locationAddress.trim(),
    useGps: points.pickup !== null,
    customerLat: points.pickup?.lat ?? null,
    customerLng: points.pickup?.lng ?? null,
    destinationAddress: towing ? optional(values.destinationAddress) : undefined,
    destinationLat: destination?.lat ?? null,
    destinationLng: destination?.lng ?? null,
    estimatedDistance,
  };
}

/** The server's field-level rejections (its `code`), mapped onto the field to mark. */
const SERVER_CODE_FIELDS: Readonly<Partial<Record<ErrorCode, RequestFormField>>> = {
  [ERROR_CODES.missingDestination]: 'destinationAddress',
  [ERROR_CODES.invalidPhone]: 'phone',
  [ERROR_CODES.invalidEmail]: 'email',
  [ERROR_CODES.invalidYear]: 'vehicleYear',
};

export function fieldForServerCode(code: string | undefined): RequestFormField | undefined {
  return code !== undefined && Object.hasOwn(SERVER_CODE_FIELDS, code) ? SERVER_CODE_FIELDS[code as ErrorCode] : undefined;
}
