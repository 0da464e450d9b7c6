import { greatCircleMiles, type LatLng } from '@domain/geo';
import type { Language } from '@domain/language';
import {
  DEFAULT_ONLINE_SERVICE_TYPE,
  DEFAULT_VEHICLE_TYPE,
  isTowingService,
  validateIntake,
  type IntakeProblem,
} from '@domain/request-intake';
import { ERROR_CODES, type ErrorCode } from '@contracts/error-codes';
import type { CreateOnlineRequestBody } from '@contracts/request-bodies';
import type { MessageId, TitledMessage } from '@/i18n/messages';

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

/** Each marked field with the message id of the words shown under it. */
export type FieldErrors = Partial<Record<RequestFormField, MessageId>>;

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

export const REQUIRED_FIELD_MESSAGE: MessageId = 'request.validation.required';


/** The domain's intake problems (INTAKE_MESSAGES, the spec's words) by their messages. */
const INTAKE_PROBLEM_MESSAGES: Record<IntakeProblem, TitledMessage> = {
  missingInformation: {
    title: 'request.validation.missingInformation.title',
    description: 'request.validation.missingInformation.description',
  },
  missingDestination: {
    title: 'request.validation.missingDestination.title',
    description: 'request.validation.missingDestination.description',
  },
};

export type IntakeFailure = TitledMessage & { errors: FieldErrors; firstField: RequestFormField };

/** The shared intake rule, plus which fields to mark; every text as a message id. */
export function checkRequestForm(values: RequestFormValues): IntakeFailure | null {
  const problem = validateIntake(values);
  if (!problem) return null;
  const { title, description } = INTAKE_PROBLEM_MESSAGES[problem];
  if (problem === 'missingDestination') {
    return { title, description, errors: { destinationAddress: description }, firstField: 'destinationAddress' };
  }
  const blank = REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
  const errors = Object.fromEntries(blank.map((field) => [field, REQUIRED_FIELD_MESSAGE])) as FieldErrors;
  return { title, description, errors, firstField: blank[0] ?? 'phone' };
}

const optional = (value: string): string | undefined => value.trim() || undefined;

/** `language` is the one the customer reads the form in: their texts are written in it. */
export function toCreateRequestBody(values: RequestFormValues, points: RequestFormPoints, language: Language): CreateOnlineRequestBody {
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
    language,
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

/** The headings of the intake's refusals (the server's `title`), by code; their sentences come from useErrorText. */
const SERVER_CODE_TITLES: Readonly<Partial<Record<ErrorCode, MessageId>>> = {
  [ERROR_CODES.missingInformation]: 'request.validation.missingInformation.title',
  [ERROR_CODES.missingDestination]: 'request.validation.missingDestination.title',
  [ERROR_CODES.invalidPhone]: 'request.serverError.invalidPhone.title',
  [ERROR_CODES.invalidEmail]: 'request.serverError.invalidEmail.title',
  [ERROR_CODES.invalidYear]: 'request.serverError.invalidYear.title',
};

export function titleForServerCode(code: string | undefined): MessageId | undefined {
  return code !== undefined && Object.hasOwn(SERVER_CODE_TITLES, code) ? SERVER_CODE_TITLES[code as ErrorCode] : undefined;
}
