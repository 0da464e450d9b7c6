import type { ApplicationStatus, DocumentKind, NetworkAction } from '../domain/provider-applications';
import type { ExpiringDocument, NetworkStatus, Suspension } from '../domain/provider-credentials';
import type { Language } from '../domain/language';
import type { VehicleClass } from '../domain/provider-matching';

/** A provider's TDLR numbers and liability insurance. Money in integer cents; dates 'YYYY-MM-DD' in Dallas. */
export interface CredentialsView {
  companyLicence: string;
  operatorLicence: string;
  truckPermits: string[];
  licenceExpiresOn: string;
  insuranceCarrier: string;
  insurancePolicy: string;
  insuranceCoverageCents: number;
  insuranceExpiresOn: string;
}

/** A provider's standing in the network, as the roster shows it. */
export interface NetworkStandingView {
  status: NetworkStatus;
  suspension: Suspension | null;
  /** Null for a provider added before documents were asked for. */
  credentials: CredentialsView | null;
  /** The document that lapses first, and when. */
  nextExpiry: { document: ExpiringDocument; on: string } | null;
}

/** A certificate or licence photo, through a link that lives ten minutes. */
export interface ProviderDocumentView {
  id: string;
  kind: DocumentKind;
  contentType: string;
  uploadedAt: string;
  url: string;
}

/** An application to join, as the dispatcher reviews it. */
export interface ProviderApplicationView {
  id: string;
  status: ApplicationStatus;
  companyName: string;
  contactName: string;
  /** E.164. */
  phone: string;
  email: string;
  language: Language;
  services: string[];
  vehicleClasses: VehicleClass[];
  homeAddress: string;
  serviceRadiusMiles: number;
  credentials: CredentialsView;
  documents: ProviderDocumentView[];
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  rejectReason: string | null;
  /** The roster entry an approval made. */
  providerId: string | null;
}

/** One line of a provider's audit: who did what, and why. */
export interface NetworkEventView {
  action: NetworkAction;
  actor: string;
  reason: string | null;
  at: string;
}

/** What the roster shows of one provider's standing: their documents and the audit of every decision, newest first. */
export interface ProviderNetworkView {
  documents: ProviderDocumentView[];
  events: NetworkEventView[];
}

/** What the join page hears back: the application is in, and a text confirms it. */
export interface ApplicationReceivedView {
  id: string;
  submittedAt: string;
}

/** The JSON part of POST /api/provider-applications (field `application`), beside the files. */
export interface ProviderApplicationBody {
  companyName: string;
  contactName: string;
  phone: string;
  email: string;
  language?: Language;
  services: string[];
  vehicleClasses: VehicleClass[];
  homeAddress: string;
  homeLat?: number;
  homeLng?: number;
  serviceRadiusMiles: number;
  companyLicence: string;
  operatorLicence: string;
  truckPermits: string[];
  licenceExpiresOn: string;
  insuranceCarrier: string;
  insurancePolicy: string;
  insuranceCoverageCents: number;
  insuranceExpiresOn: string;
}

/** Body of POST /api/admin/provider-applications/:id/reject, and of a reinstatement's note. */
export interface NetworkReasonBody {
  reason: string;
}
