import type { BalanceMethod } from '../domain/card-balance';
import type { DropReason } from '../domain/job-drop';
import type { Language } from '../domain/language';
import type { VehicleClass } from '../domain/provider-matching';

/** Body of POST /api/requests (the online form). */
export interface CreateOnlineRequestBody {
  phone: string;
  email?: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  vehiclePlate?: string;
  vehicleType: string;
  serviceType: string;
  serviceDescription?: string;
  locationAddress: string;
  useGps: boolean;
  customerLat?: number | null;
  customerLng?: number | null;
  destinationAddress?: string;
  destinationLat?: number | null;
  destinationLng?: number | null;
  estimatedDistance?: number | null;
  /** The language the customer reads the app in; their texts are written in it. English when left out. */
  language?: Language;
}

/** Money crosses the wire as integer cents (1 to MAX_PRICE_CENTS); the browser's forms turn typed dollars into cents. */

/** Body of POST /api/admin/requests/:id/price. */
export interface SetPriceBody {
  priceCents: number;
}

/** Body of a counter-offer (customer) or a final offer (admin). */
export interface AmountBody {
  amountCents: number;
}

/** Body of POST /api/track/:trackingId/accept. */
export interface AcceptOfferBody {
  termsAccepted?: boolean;
}

/** Body of POST /api/track/:trackingId/location ('Share Current Location'). */
export interface ShareLocationBody {
  lat: number;
  lng: number;
  address?: string;
}

/** Body of POST /api/payments/test-checkout/:sessionId/pay. */
export interface TestCardBody {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** Body of POST /api/admin/phone-requests (the Phone Request tab). */
export interface PhoneRequestBody {
  phone: string;
  email?: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: string;
  vehiclePlate?: string;
  serviceType: string;
  serviceDescription?: string;
  finalPriceCents: number;
  depositPercentage: number;
  /** The language the caller speaks; their texts are written in it. English when left out. */
  language?: Language;
}

/** Body of POST/PATCH /api/admin/providers (the provider information form). */
export interface ProviderBody {
  name: string;
  /** Optional: the person texts and the job page greet, e.g. 'Maria Lopez' of 'Lone Star Roadside'. */
  contactName?: string;
  phone: string;
  email: string;
  vehicleInfo: string;
  /** The language the provider's texts are written in. English when left out. */
  language?: Language;
  /** Online service names (ONLINE_SERVICE_TYPES) the provider performs. */
  services?: string[];
  vehicleClasses?: VehicleClass[];
  homeAddress?: string;
  /** Both or neither: the home base's coordinates. */
  homeLat?: number;
  homeLng?: number;
  /** 1 to 200 miles. */
  serviceRadiusMiles?: number;
  /** How the customer pays this provider the balance: at the car ('on_site', the default) or by card through us. */
  balanceMethod?: BalanceMethod;
}

/** Body of PATCH /api/admin/providers/:id: any of the fields, or `active` to (de)activate. */
export type ProviderUpdateBody = Partial<ProviderBody> & { active?: boolean };

/**
 * Body of POST /api/admin/requests/:id/provider: a provider from the roster by id, or a new one by
 * name and phone (email optional), who then joins the roster.
 */
export interface AssignProviderBody {
  providerId?: string;
  name?: string;
  phone?: string;
  email?: string;
  /** The arrival the provider gave when the dispatcher called them, 1 to 180 minutes: it becomes the customer's promise. */
  etaMinutes?: number;
}

/** Body of POST /api/admin/requests/:id/arrival-verification: why the dispatcher vouches for the provider at the car. */
export interface VerifyArrivalBody {
  reason: string;
}

/** Body of POST /api/track/:trackingId/late-choice: a late customer keeps waiting, or cancels with a full refund. */
/** Body of POST /api/track/:trackingId/cancel: the step whose cost the customer confirmed. */
export interface CustomerCancelBody {
  step: 'before_dispatch' | 'on_the_way' | 'at_the_car';
}

export interface LateChoiceBody {
  choice: 'wait' | 'refund';
}

/** Body of POST /api/jobs/:jobId/steps: the provider's next step. */
/** POST /api/jobs/:jobId/drop: a provider giving back an accepted job before arriving. */
export interface JobDropBody {
  reason: DropReason;
  /** A few words more, for the dispatcher. */
  note?: string;
}

export interface ProviderStepBody {
  action: 'start_job' | 'mark_arrived' | 'start_service' | 'complete_job';
  /** With mark_arrived, until arrival is verified: the customer's 4-digit arrival code. */
  arrivalCode?: string;
}

/** Body of POST /api/track/:trackingId/rating: 1 to 5 stars and an optional review. */
export interface RatingBody {
  rating: number;
  review?: string;
}

/** Body of POST /api/track/:trackingId/checkout (optional): the terms accepted on the payment page. */
/** Body of paying a card balance: the tip chosen, in cents (0 for none). */
export interface BalancePayBody {
  tipCents: number;
}

export interface CheckoutBody {
  termsAccepted?: boolean;
  /** 'Save my card for the balance': the card is kept to pay the rest in one tap after the job. */
  saveCard?: boolean;
}
