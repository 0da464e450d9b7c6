import type { Test } from 'supertest';
import type { ProviderApplicationBody } from '../../src/contracts/network-views';
import { aPhoto } from './photos';
import type { TestAppAccess } from './use-test-app';

/** A tidy small PDF, as a certificate of insurance arrives from an agent. */
export const A_CERTIFICATE = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A complete application from a Dallas tow company, good until 2027. */
export function anApplication(overrides: Partial<ProviderApplicationBody> = {}): ProviderApplicationBody {
  return {
    companyName: 'Trinity Tow & Recovery',
    contactName: 'Dana Reyes',
    phone: '(214) 555-0160',
    email: 'dana@trinitytow.example',
    services: ['Towing', 'Winch Out Service'],
    vehicleClasses: ['light', 'medium'],
    homeAddress: '2500 Singleton Blvd, Dallas, TX',
    homeLat: 32.776,
    homeLng: -96.86,
    serviceRadiusMiles: 30,
    companyLicence: '0651234VSF',
    operatorLicence: '1234567',
    truckPermits: ['0123456CT'],
    licenceExpiresOn: '2027-09-30',
    insuranceCarrier: 'Lone Star Mutual',
    insurancePolicy: 'TX-AUTO-889122',
    insuranceCoverageCents: 100_000_000,
    insuranceExpiresOn: '2027-03-01',
    ...overrides,
  };
}

/** The join page's submission: the form as JSON beside a certificate and a licence photo, unless told otherwise. */
export async function apply(
  t: TestAppAccess,
  application: object = anApplication(),
  files: { certificate?: Buffer | null; licencePhotos?: Buffer[] } = {},
): Promise<Awaited<Test>> {
  let upload = t.http().post('/api/provider-applications').field('application', JSON.stringify(application));
  const certificate = files.certificate === undefined ? A_CERTIFICATE : files.certificate;
  if (certificate) upload = upload.attach('insuranceCertificate', certificate, { filename: 'coi.pdf', contentType: 'application/pdf' });
  for (const photo of files.licencePhotos ?? [await aPhoto()]) upload = upload.attach('licencePhotos', photo, { filename: 'licence.jpg', contentType: 'image/jpeg' });
  return upload;
}
