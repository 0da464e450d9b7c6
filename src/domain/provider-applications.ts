import { EMAIL_SHAPE } from './email';
import { credentialProblems, type CredentialField, type Credentials } from './provider-credentials';
import { VEHICLE_CLASSES, type VehicleClass } from './provider-matching';
import { ONLINE_SERVICE_TYPES } from './request-intake';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const DOCUMENT_KINDS = ['insurance_certificate', 'licence_photo'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What the audit of a provider's standing records. */
export const NETWORK_ACTIONS = ['applied', 'approved', 'rejected', 'documents_added', 'suspended', 'reinstated'] as const;
export type NetworkAction = (typeof NETWORK_ACTIONS)[number];

/** A certificate is often a PDF; licences are photographed. Larger than this is refused before it is read. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_LICENCE_PHOTOS = 4;
export const MAX_SERVICE_RADIUS_MILES = 200;

/** The join page's fields besides the credentials. */
export interface ApplicantDetails {
  companyName: string;
  contactName: string;
  phone: string;
  email: string;
  services: string[];
  vehicleClasses: VehicleClass[];
  homeAddress: string;
  serviceRadiusMiles: number;
}

export type ApplicationField = keyof ApplicantDetails | CredentialField | DocumentKind;

export const APPLICANT_MESSAGES = {
  companyName: 'Enter your company name as TDLR has it.',
  contactName: 'Enter the name of the person we should call.',
  phone: 'Enter a US mobile number that can receive texts.',
  email: 'Enter a valid email address.',
  services: 'Choose at least one service you perform.',
  vehicleClasses: 'Choose at least one class of vehicle you can tow.',
  homeAddress: 'Enter the address your trucks are based at.',
  serviceRadiusMiles: `Enter how far you will drive for a job, from 1 to ${MAX_SERVICE_RADIUS_MILES} miles.`,
  insurance_certificate: 'Add your certificate of insurance (a photo or a PDF, up to 10 MB).',
  licence_photo: `Add a photo of your TDLR licence (up to ${MAX_LICENCE_PHOTOS} photos of 10 MB each).`,
} as const satisfies Record<keyof ApplicantDetails | DocumentKind, string>;

const blank = (value: string | undefined | null) => !value || value.trim() === '';

/**
 * Every problem of an application, by field, in the order the join page shows them. `phoneIsTextable`
 * is the caller's check (a library decides what a textable US number is).
 */
export function applicationProblems(
  input: Partial<ApplicantDetails & Credentials>,
  documents: Readonly<Record<DocumentKind, number>>,
  today: string,
  phoneIsTextable: (phone: string) => boolean,
): Partial<Record<ApplicationField, string>> {
  const problems: Partial<Record<ApplicationField, string>> = {};
  const say = (field: keyof typeof APPLICANT_MESSAGES) => (problems[field] = APPLICANT_MESSAGES[field]);
  if (blank(input.companyName) || input.companyName!.trim().length > 120) say('companyName');
  if (blank(input.contactName) || input.contactName!.trim().length > 120) say('contactName');
  if (blank(input.phone) || !phoneIsTextable(input.phone!)) say('phone');
  if (blank(input.email) || !EMAIL_SHAPE.test(input.email!.trim())) say('email');
  if (!input.services?.length || !input.services.every((service) => (ONLINE_SERVICE_TYPES as readonly string[]).includes(service))) say('services');
  if (!input.vehicleClasses?.length || !input.vehicleClasses.every((vehicleClass) => VEHICLE_CLASSES.includes(vehicleClass))) say('vehicleClasses');
  if (blank(input.homeAddress) || input.homeAddress!.trim().length > 200) say('homeAddress');
  const radius = input.serviceRadiusMiles;
  if (typeof radius !== 'number' || !Number.isInteger(radius) || radius < 1 || radius > MAX_SERVICE_RADIUS_MILES) say('serviceRadiusMiles');
  Object.assign(problems, credentialProblems(input, today));
  if (documents.insurance_certificate !== 1) say('insurance_certificate');
  if (documents.licence_photo < 1 || documents.licence_photo > MAX_LICENCE_PHOTOS) say('licence_photo');
  return problems;
}
