import { EMAIL_SHAPE } from './email';
import type { Language } from './language';

/** The spec's messages for the provider information form and the assignment form (§5). */
export const PROVIDER_MESSAGES = {
  nameRequired: 'Provider name is required',
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Please enter a valid phone number',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email',
  vehicleRequired: 'Vehicle information is required',
  nameAndPhoneRequired: 'Please enter provider name and phone',
} as const;

export type ProviderField = 'name' | 'phone' | 'email' | 'vehicleInfo';
export type ProviderProblem = keyof typeof PROVIDER_MESSAGES;

export interface ProviderDetailsInput {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  vehicleInfo?: string | null;
}

/** Digits, spaces, dashes, parentheses and an optional leading plus, as the spec allows. */
const PHONE_CHARACTERS = /^\+?[\d\s\-()]+$/;

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** The first problem of the provider information form, in the order the form shows its fields. */
export function providerDetailsProblem(input: ProviderDetailsInput): ProviderProblem | null {
  if (blank(input.name)) return 'nameRequired';
  if (blank(input.phone)) return 'phoneRequired';
  if (!PHONE_CHARACTERS.test(input.phone!.trim())) return 'invalidPhone';
  if (blank(input.email)) return 'emailRequired';
  if (!EMAIL_SHAPE.test(input.email!.trim())) return 'invalidEmail';
  if (blank(input.vehicleInfo)) return 'vehicleRequired';
  return null;
}

/** The assignment form asks only for a name and a phone; an email, when given, must look like one. */
export function newAssigneeProblem(input: ProviderDetailsInput): ProviderProblem | null {
  if (blank(input.name) || blank(input.phone)) return 'nameAndPhoneRequired';
  if (!PHONE_CHARACTERS.test(input.phone!.trim())) return 'invalidPhone';
  if (!blank(input.email) && !EMAIL_SHAPE.test(input.email!.trim())) return 'invalidEmail';
  return null;
}

export const PROVIDER_PROBLEM_FIELDS: Record<ProviderProblem, ProviderField> = {
  nameRequired: 'name',
  phoneRequired: 'phone',
  invalidPhone: 'phone',
  emailRequired: 'email',
  invalidEmail: 'email',
  vehicleRequired: 'vehicleInfo',
  nameAndPhoneRequired: 'name',
};

/** A provider as the roster names them: the business, and the person to ask for there, if any. */
export interface ProviderNames {
  name: string;
  contactName?: string | null;
}

/** The contact person's first name, the only part of it customers are told; null when the roster names no person. */
export function providerPersonName(provider: ProviderNames): string | null {
  return provider.contactName?.trim().split(/\s+/)[0] || null;
}

/**
 * How texts and pages address a provider: the contact person's first name when the roster has one,
 * otherwise the whole business name ("Lone Star Roadside", never "Lone").
 */
export function providerCallName(provider: ProviderNames): string {
  return providerPersonName(provider) ?? provider.name.trim();
}

const FROM: Record<Language, string> = { en: 'from', es: 'de' };

/**
 * Who is coming, as every text, the tracking page, the receipt and the scorecard name them to the
 * customer, so the truck at the car is the one named: 'Maria from Trinity Tow LLC', or the business alone.
 */
export function providerTrustName(provider: ProviderNames, language: Language): string {
  const person = providerPersonName(provider);
  const business = provider.name.trim();
  return person ? `${person} ${FROM[language]} ${business}` : business;
}
