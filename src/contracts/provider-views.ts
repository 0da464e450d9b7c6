/** What the dispatcher and the provider see of providers and jobs (the API contract, shared with the web app). */

import type { BalanceMethod } from '../domain/card-balance';
import type { CancellationCause } from '../domain/cancellation-ladder';
import type { NetworkStandingView } from './network-views';
import type { Language } from '../domain/language';
import type { PhotoStage } from '../domain/job-photos';
import type { EtaBasis, Exclusion, VehicleClass } from '../domain/provider-matching';
import type { ProviderScorecard } from './offer-views';

/** A provider on the roster, with how their jobs went. */
export interface ProviderView {
  id: string;
  name: string;
  /** The person to greet, when the business name is not a person's. */
  contactName: string | null;
  /** E.164. */
  phone: string;
  email: string | null;
  vehicleInfo: string | null;
  /** The language the provider's texts are written in. */
  language: Language;
  active: boolean;
  /** Taking offers now (the provider texts ON or OFF). */
  onDuty: boolean;
  /** The online form's service names the provider performs, and the classes of vehicle their trucks tow. */
  services: string[];
  vehicleClasses: VehicleClass[];
  /** Where the truck is based, and how far from there the provider takes jobs. */
  homeAddress: string | null;
  homeLat: number | null;
  homeLng: number | null;
  serviceRadiusMiles: number;
  /** How the customer pays this provider the balance: at the car, or by card through us. */
  balanceMethod: BalanceMethod;
  agreementAcceptedAt: string | null;
  createdAt: string;
  /** Jobs ever assigned, of those completed, and the average of their customers' ratings (null before any). */
  jobCount: number;
  completedCount: number;
  averageRating: number | null;
  /** When the provider page's link was last issued; null when it is revoked or was never issued. */
  pageLinkIssuedAt: string | null;
  scorecard: ProviderScorecard;
  /** Active, Under Review or Suspended, with the vetted credentials and the next expiry. */
  network: NetworkStandingView;
}

/** The two links an assignment hands out; the dispatcher can copy or open either. */
export interface AssignmentView {
  trackingId: string;
  providerJobId: string;
  trackingUrl: string;
  jobUrl: string;
}

/** A provider as a candidate for a request (GET /api/admin/requests/:id/candidates), the eligible first. */
export interface CandidateView {
  providerId: string;
  name: string;
  /** E.164. */
  phone: string;
  onDuty: boolean;
  /** Empty when the provider can be offered the job; otherwise every reason they cannot, in reading order. */
  exclusions: Exclusion[];
  /** Miles to the pickup and minutes to get there: by road when a router answered, else straight line at 25 mph; null without both places. */
  distanceMiles: number | null;
  etaMinutes: number | null;
  etaBasis: EtaBasis | null;
  rating: number | null;
  acceptanceRate: number | null;
  /** Jobs assigned to the provider since midnight in Dallas. */
  jobsToday: number;
  /** Where the distance is measured from: the page's live position (fresh within 10 minutes) or the home base. */
  placedBy: 'live' | 'home' | null;
}

/**
 * The provider's view of their job. The customer's number appears only while the provider is on
 * the way or on site, and the pickup address is withheld once the job is done.
 */
export interface ProviderJobView {
  jobId: string;
  status: string;
  serviceType: string;
  serviceDescription: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleType: string | null;
  vehiclePlate: string | null;
  locationAddress: string | null;
  customerLat: number | null;
  customerLng: number | null;
  destinationAddress: string | null;
  destinationLat: number | null;
  destinationLng: number | null;
  estimatedDistance: number | null;
  customerPhone: string | null;
  finalPriceCents: number | null;
  /** The platform's 15% fee, already taken as the customer's deposit. */
  platformFeeCents: number | null;
  /** What the provider collects from the customer on site: 85% of the final price. */
  payoutCents: number | null;
  /** 'card': the provider collects nothing at the car; the customer is texted a link to pay the balance by card. */
  balanceMethod: BalanceMethod;
  providerName: string;
  /** How the page greets the provider: the contact person's first name, else the business name. */
  providerCallName: string;
  /** The TDLR tow company licence and the insurer on file, to show the customer; null when not on file. */
  providerLicence: string | null;
  providerInsurer: string | null;
  /** The language the roster has for the provider: the page opens in it until the device chooses. */
  providerLanguage: Language;
  serviceCompletedAt: string | null;
  /** When the job link stops working (5 minutes after completion), else null. */
  linkExpiresAt: string | null;
  updatedAt: string;
  /** Arrived asks for the customer's 4-digit arrival code (until arrival is verified). */
  arrivalCodeNeeded: boolean;
  /** After five wrong codes: when Arrived may be tried again (a dispatcher can verify meanwhile). */
  arrivalLockedUntil: string | null;
  /** At the car: when 'Customer Not Here' may be pressed, how near the pickup the provider must be, and the report's state. */
  notHere: NotHereView | null;
  /** Once cancelled: why, and the trip fee credited to the provider from the deposit (null when none). */
  cancellation: { cause: CancellationCause | null; tripFeeCents: number | null } | null;
}

/** 'Customer Not Here' on the job page: available once the provider has waited at the pickup. */
export interface NotHereView {
  /** 10 minutes after Arrived. */
  availableAt: string;
  withinMeters: number;
  /** When the provider reported the customer not here, and until when the customer may reply HERE. */
  reportedAt: string | null;
  replyBy: string | null;
  /** The customer answered HERE after the report. */
  customerHere: boolean;
}

/** The provider's drive to the customer along the roads (GET /api/track/:trackingId/eta). */
export interface RoadEtaView {
  miles: number;
  minutes: number;
  /** The provider position the estimate was made from. */
  fromRecordedAt: string;
}

/** A photo the provider took at the car, as every audience that may see it gets it: through a link that works for minutes. */
export interface PhotoView {
  id: string;
  stage: PhotoStage;
  /** A signed link to the image (JPEG, metadata removed); it stops working after FILES_URL_TTL_SECONDS. */
  url: string;
  takenAt: string;
  /** Where the provider's phone last reported being when it was taken; null when it shared no position. */
  lat: number | null;
  lng: number | null;
  width: number;
  height: number;
}
