import type { ApplicantDetails } from '../../../domain/provider-applications';
import type { Credentials } from '../../../domain/provider-credentials';
import { isLanguage, type Language } from '../../../domain/language';
import type { VehicleClass } from '../../../domain/provider-matching';
import { DOCUMENT_FIELDS, type UploadedDocuments } from './document-upload.interceptor';
import type { DocumentUpload } from './provider-documents.service';

export type ApplicationInput = Partial<ApplicantDetails & Credentials> & { language?: Language; homeLat?: number; homeLng?: number };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const texts = (value: unknown): string[] | undefined => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined);
const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The credentials of a parsed form, each kept only when it has the right type (a wrong one reads as missing, and is named). */
export function readCredentials(form: Record<string, unknown>): Partial<Credentials> {
  return {
    companyLicence: text(form.companyLicence),
    operatorLicence: text(form.operatorLicence),
    truckPermits: texts(form.truckPermits),
    licenceExpiresOn: text(form.licenceExpiresOn),
    insuranceCarrier: text(form.insuranceCarrier),
    insurancePolicy: text(form.insurancePolicy),
    insuranceCoverageCents: number(form.insuranceCoverageCents),
    insuranceExpiresOn: text(form.insuranceExpiresOn),
  };
}

/** A JSON form field as an object; anything else reads as an empty form, whose every field is then named. */
export function parsedForm(json: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export function readApplication(json: string): ApplicationInput {
  const form = parsedForm(json);
  return {
    companyName: text(form.companyName),
    contactName: text(form.contactName),
    phone: text(form.phone),
    email: text(form.email),
    language: isLanguage(form.language) ? form.language : undefined,
    services: texts(form.services),
    vehicleClasses: texts(form.vehicleClasses) as VehicleClass[] | undefined,
    homeAddress: text(form.homeAddress),
    homeLat: number(form.homeLat),
    homeLng: number(form.homeLng),
    serviceRadiusMiles: number(form.serviceRadiusMiles),
    ...readCredentials(form),
  };
}

/** The uploaded files as documents, each with the form field it came in. */
export function documentsOf(files: UploadedDocuments | undefined): DocumentUpload[] {
  return (Object.keys(DOCUMENT_FIELDS) as Array<keyof typeof DOCUMENT_FIELDS>).flatMap((field) =>
    (files?.[field] ?? []).map((file) => ({ kind: DOCUMENT_FIELDS[field], field, body: file.buffer })),
  );
}
