import type { ApplicantDetails, ApplicationStatus, DocumentKind, NetworkAction } from '../domain/provider-applications';
import type { Credentials, ExpiringDocument, NetworkStatus, Suspension } from '../domain/provider-credentials';
import type { Language } from '../domain/language';
import type { VehicleClass } from '../domain/provider-matching';

/** A provider's TDLR numbers and liability insurance. Money in integer cents; dates 'YYYY-MM-DD' in Dallas. */
export type CredentialsView = Credentials;

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
  /** A dispatcher's email, 'system' for the daily check, or 'applicant +1…'. */
  actor: string;
  /** The member of staff who decided, as they were named then; null for the applicant, the system, and lines written before staff were named. */
  staffName: string | null;
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
export type ProviderApplicationBody = ApplicantDetails &
  Credentials & {
    language?: Language;
    /** The home base on the map, both or neither. */
    homeLat?: number;
    homeLng?: number;
  };

/** Body of POST /api/admin/provider-applications/:id/reject, and of a reinstatement's note. */
export interface NetworkReasonBody {
  reason: string;
}
