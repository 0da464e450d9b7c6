import { iso } from '../../../common/time/iso';
import type { CredentialsView, NetworkEventView, NetworkStandingView, ProviderApplicationView, ProviderDocumentView } from '../../../contracts/network-views';
import type { ExpiringDocument } from '../../../domain/provider-credentials';
import type { ProviderApplication } from '../entities/provider-application.entity';
import type { ProviderNetworkEvent } from '../entities/provider-network-event.entity';
import type { Provider } from '../entities/provider.entity';

type CredentialColumns = Pick<
  Provider,
  'companyLicence' | 'operatorLicence' | 'truckPermits' | 'licenceExpiresOn' | 'insuranceCarrier' | 'insurancePolicy' | 'insuranceCoverageCents' | 'insuranceExpiresOn'
>;

/** The credentials on file; null when any part is missing (a provider added before they were asked). */
export function toCredentialsView(row: CredentialColumns): CredentialsView | null {
  const { companyLicence, operatorLicence, licenceExpiresOn, insuranceCarrier, insurancePolicy, insuranceCoverageCents, insuranceExpiresOn } = row;
  if (!companyLicence || !operatorLicence || !licenceExpiresOn || !insuranceCarrier || !insurancePolicy || insuranceCoverageCents === null || !insuranceExpiresOn) return null;
  return { companyLicence, operatorLicence, truckPermits: row.truckPermits, licenceExpiresOn, insuranceCarrier, insurancePolicy, insuranceCoverageCents, insuranceExpiresOn };
}

export function toNetworkStandingView(provider: Provider): NetworkStandingView {
  const dates: Array<{ document: ExpiringDocument; on: string | null }> = [
    { document: 'insurance', on: provider.insuranceExpiresOn },
    { document: 'licence', on: provider.licenceExpiresOn },
  ];
  const next = dates.filter((date): date is { document: ExpiringDocument; on: string } => date.on !== null).sort((a, b) => a.on.localeCompare(b.on))[0] ?? null;
  return { status: provider.networkStatus, suspension: provider.suspension, credentials: toCredentialsView(provider), nextExpiry: next };
}

export function toApplicationView(application: ProviderApplication, documents: ProviderDocumentView[]): ProviderApplicationView {
  return {
    id: application.id,
    status: application.status,
    companyName: application.companyName,
    contactName: application.contactName,
    phone: application.phone,
    email: application.email,
    language: application.language,
    services: application.services,
    vehicleClasses: application.vehicleClasses,
    homeAddress: application.homeAddress,
    serviceRadiusMiles: application.serviceRadiusMiles,
    credentials: toCredentialsView(application)!,
    documents,
    submittedAt: application.submittedAt.toISOString(),
    decidedAt: iso(application.decidedAt),
    decidedBy: application.decidedBy,
    rejectReason: application.rejectReason,
    providerId: application.provider?.id ?? null,
  };
}

export const toNetworkEventView = (event: ProviderNetworkEvent): NetworkEventView => ({
  action: event.action,
  actor: event.actor,
  staffName: event.staffName,
  reason: event.reason,
  at: event.at.toISOString(),
});
