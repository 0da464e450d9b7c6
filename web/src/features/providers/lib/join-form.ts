import { LANGUAGES, type Language } from '@domain/language';
import { applicationProblems, MAX_DOCUMENT_BYTES, type ApplicationField, type DocumentKind } from '@domain/provider-applications';
import { dallasDate, parseCoverageCents } from '@domain/provider-credentials';
import type { VehicleClass } from '@domain/provider-matching';
import type { ProviderApplicationBody } from '@contracts/network-views';
import type { MessageId } from '@/i18n/messages';

/** The join page's form as typed: text as text, files as chosen. */
export type JoinFormValues = {
  companyName: string;
  contactName: string;
  phone: string;
  email: string;
  language: Language;
  services: string[];
  vehicleClasses: VehicleClass[];
  homeAddress: string;
  serviceRadiusMiles: string;
  companyLicence: string;
  operatorLicence: string;
  truckPermits: string;
  licenceExpiresOn: string;
  insuranceCarrier: string;
  insurancePolicy: string;
  coverage: string;
  insuranceExpiresOn: string;
  certificate: File[];
  licencePhotos: File[];
};

export const initialJoinValues = (language: Language): JoinFormValues => ({
  companyName: '',
  contactName: '',
  phone: '',
  email: '',
  language: LANGUAGES.includes(language) ? language : 'en',
  services: [],
  vehicleClasses: [],
  homeAddress: '',
  serviceRadiusMiles: '25',
  companyLicence: '',
  operatorLicence: '',
  truckPermits: '',
  licenceExpiresOn: '',
  insuranceCarrier: '',
  insurancePolicy: '',
  coverage: '',
  insuranceExpiresOn: '',
  certificate: [],
  licencePhotos: [],
});

/** Where each of the rule's fields shows its problem on the page. */
const FIELD_OF: Record<ApplicationField, keyof JoinFormValues> = {
  companyName: 'companyName',
  contactName: 'contactName',
  phone: 'phone',
  email: 'email',
  services: 'services',
  vehicleClasses: 'vehicleClasses',
  homeAddress: 'homeAddress',
  serviceRadiusMiles: 'serviceRadiusMiles',
  companyLicence: 'companyLicence',
  operatorLicence: 'operatorLicence',
  truckPermits: 'truckPermits',
  licenceExpiresOn: 'licenceExpiresOn',
  insuranceCarrier: 'insuranceCarrier',
  insurancePolicy: 'insurancePolicy',
  insuranceCoverageCents: 'coverage',
  insuranceExpiresOn: 'insuranceExpiresOn',
  insurance_certificate: 'certificate',
  licence_photo: 'licencePhotos',
};

const ERROR_IDS: Record<ApplicationField, MessageId> = {
  companyName: 'join.error.companyName',
  contactName: 'join.error.contactName',
  phone: 'join.error.phone',
  email: 'join.error.email',
  services: 'join.error.services',
  vehicleClasses: 'join.error.vehicleClasses',
  homeAddress: 'join.error.homeAddress',
  serviceRadiusMiles: 'join.error.serviceRadiusMiles',
  companyLicence: 'join.error.companyLicence',
  operatorLicence: 'join.error.operatorLicence',
  truckPermits: 'join.error.truckPermits',
  licenceExpiresOn: 'join.error.licenceExpiresOn',
  insuranceCarrier: 'join.error.insuranceCarrier',
  insurancePolicy: 'join.error.insurancePolicy',
  insuranceCoverageCents: 'join.error.insuranceCoverageCents',
  insuranceExpiresOn: 'join.error.insuranceExpiresOn',
  insurance_certificate: 'join.error.insurance_certificate',
  licence_photo: 'join.error.licence_photo',
};

/** The server's names for fields (its `fields` answer) as the page's fields, with the words for each. */
export function problemsByField(problems: Partial<Record<string, unknown>>): Array<{ field: keyof JoinFormValues; messageId: MessageId }> {
  return (Object.keys(FIELD_OF) as ApplicationField[]).filter((field) => field in problems).map((field) => ({ field: FIELD_OF[field], messageId: ERROR_IDS[field] }));
}

/** A US mobile number as people type one; the server's check is the last word. */
const looksTextable = (phone: string): boolean => /^\+?1?\d{10}$/.test(phone.replace(/[\s().-]/g, ''));

const lines = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

export function toApplicationBody(values: JoinFormValues): ProviderApplicationBody {
  return {
    companyName: values.companyName.trim(),
    contactName: values.contactName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    language: values.language,
    services: values.services,
    vehicleClasses: values.vehicleClasses,
    homeAddress: values.homeAddress.trim(),
    serviceRadiusMiles: Number(values.serviceRadiusMiles),
    companyLicence: values.companyLicence.trim(),
    operatorLicence: values.operatorLicence.trim(),
    truckPermits: lines(values.truckPermits),
    licenceExpiresOn: values.licenceExpiresOn,
    insuranceCarrier: values.insuranceCarrier.trim(),
    insurancePolicy: values.insurancePolicy.trim(),
    insuranceCoverageCents: parseCoverageCents(values.coverage) ?? Number.NaN,
    insuranceExpiresOn: values.insuranceExpiresOn,
  };
}

/** The same rule the server applies, on today's date in Dallas, with the files as chosen. */
export function joinProblems(values: JoinFormValues, now: Date = new Date()): Array<{ field: keyof JoinFormValues; messageId: MessageId }> {
  const counts: Record<DocumentKind, number> = { insurance_certificate: values.certificate.length, licence_photo: values.licencePhotos.length };
  return problemsByField(applicationProblems(toApplicationBody(values), counts, dallasDate(now), looksTextable));
}

/** The first chosen file over the size the server takes, to name it before the upload starts. */
export const oversizedFile = (values: JoinFormValues): File | undefined => [...values.certificate, ...values.licencePhotos].find((file) => file.size > MAX_DOCUMENT_BYTES);

/** The multipart body: the form as JSON in `application`, beside its files. */
export function toApplicationForm(values: JoinFormValues): FormData {
  const form = new FormData();
  form.append('application', JSON.stringify(toApplicationBody(values)));
  for (const file of values.certificate) form.append('insuranceCertificate', file);
  for (const file of values.licencePhotos) form.append('licencePhotos', file);
  return form;
}
