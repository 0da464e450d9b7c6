import { DEFAULT_DEPOSIT_PERCENT, isValidDepositPercent, parseDollarsToCents } from '@domain/money';
import type { PhoneRequestBody } from '@contracts/request-bodies';
import { isLanguage } from '@domain/language';

/** Spec §5, verbatim, for the dispatcher's phone form. */
export const PHONE_REQUEST_MESSAGES = {
  missingFinalPrice: 'Please enter a final price to generate payment link.',
  invalidDeposit: 'Please enter a valid deposit percentage (0-100)',
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields' },
} as const;

export type PhoneRequestFormValues = {
  phone: string;
  email: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: string;
  vehiclePlate: string;
  serviceType: string;
  serviceDescription: string;
  finalPrice: string;
  depositPercentage: string;
  /** The language the caller speaks: their texts are written in it. */
  language: string;
};

export type PhoneRequestField = keyof PhoneRequestFormValues;

export const initialPhoneRequestValues: PhoneRequestFormValues = {
  phone: '',
  email: '',
  vehicleMake: '',
  vehicleModel: '',
  vehicleYear: '',
  vehiclePlate: '',
  serviceType: '',
  serviceDescription: '',
  finalPrice: '',
  depositPercentage: String(DEFAULT_DEPOSIT_PERCENT),
  language: 'en',
};

const REQUIRED: readonly PhoneRequestField[] = ['phone', 'vehicleMake', 'vehicleModel', 'vehicleYear', 'serviceType'];

export type PhoneRequestProblem = {
  title: string;
  description: string;
  /** The fields to mark and the first to focus. */
  fields: PhoneRequestField[];
};

/** Spec §5, the admin phone form: the first problem found, or the body to send. */
export function checkPhoneRequest(values: PhoneRequestFormValues): { body: PhoneRequestBody } | { problem: PhoneRequestProblem } {
  const missing = REQUIRED.filter((field) => values[field].trim() === '');
  if (missing.length > 0) {
    return { problem: { ...PHONE_REQUEST_MESSAGES.missingInformation, fields: missing } };
  }
  const finalPriceCents = parseDollarsToCents(values.finalPrice);
  if (finalPriceCents === null) {
    return { problem: { title: 'Error', description: PHONE_REQUEST_MESSAGES.missingFinalPrice, fields: ['finalPrice'] } };
  }
  const deposit = values.depositPercentage.trim() === '' ? Number.NaN : Number(values.depositPercentage);
  if (!isValidDepositPercent(deposit)) {
    return { problem: { title: 'Error', description: PHONE_REQUEST_MESSAGES.invalidDeposit, fields: ['depositPercentage'] } };
  }
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    body: {
      phone: values.phone.trim(),
      email: optional(values.email),
      vehicleMake: values.vehicleMake.trim(),
      vehicleModel: values.vehicleModel.trim(),
      vehicleYear: values.vehicleYear.trim(),
      vehiclePlate: optional(values.vehiclePlate),
      serviceType: values.serviceType,
      serviceDescription: optional(values.serviceDescription),
      finalPriceCents,
      depositPercentage: deposit,
      language: isLanguage(values.language) ? values.language : 'en',
    },
  };
}
