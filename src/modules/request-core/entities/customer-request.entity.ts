import type { CancellationCause } from '../../../domain/cancellation-ladder';
import { Entity, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { ArrivalVerifier } from '../../../domain/arrival-code';
import type { ArrivalBasis, LateChoice, NotProgressing } from '../../../domain/arrival-promise';
import type { Language } from '../../../domain/language';
import type { RequestRecord, RequestType } from '../../../domain/request-record';
import type { ProviderPosition } from '../../providers/entities/provider-position.entity';
import { Provider } from '../../providers/entities/provider.entity';
import type { PaymentStatus, RequestStatus } from '../../../domain/request-status';

@Entity({ tableName: 'customer_requests' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['status'] })
@Index({ properties: ['serviceCompletedAt'] })
// An inbound text is routed to the newest open request of its sender's phone.
@Index({ properties: ['phone', 'createdAt'] })
export class CustomerRequest implements RequestRecord {
  [OptionalProps]?:
    | 'createdAt'
    | 'arrivalCodeFailures'
    | 'updatedAt'
    | 'version'
    | 'useGps'
    | 'depositPaid'
    | 'depositPercentage'
    | 'requestType'
    | 'language'
    | 'textOnly'
    | 'accountId'
    | 'onBehalfOf'
    | 'partnerReference'
    | 'pricedAt'
    | 'acceptedAt'
    | 'closedAction'
    | 'county'
    | 'areaCell';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  status!: RequestStatus;

  @Property({ type: 'text' })
  requestType: RequestType = 'online';

  @Property({ type: 'text', nullable: true, unique: true })
  customerTrackingId: string | null = null;

  @Property({ type: 'text', nullable: true, unique: true })
  providerJobId: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();

  @Property({ version: true, type: 'integer' })
  version!: number;

  // Contact and vehicle
  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', default: 'en' })
  language: Language = 'en';

  @Property({ type: 'boolean', default: false })
  textOnly: boolean = false;

  @Property({ type: 'smallint', nullable: true })
  vehicleYear: number | null = null;

  @Property({ type: 'text', nullable: true })
  vehicleMake: string | null = null;

  @Property({ type: 'text', nullable: true })
  vehicleModel: string | null = null;

  @Property({ type: 'text', nullable: true })
  vehiclePlate: string | null = null;

  @Property({ type: 'text', nullable: true })
  vehicleType: string | null = null;

  @Property({ type: 'text' })
  serviceType!: string;

  @Property({ type: 'text', nullable: true })
  serviceDescription: string | null = null;

  // Location
  @Property({ type: 'text', nullable: true })
  locationAddress: string | null = null;

  @Property({ type: 'text', nullable: true })
  destinationAddress: string | null = null;

  @Property({ type: 'boolean' })
  useGps: boolean = false;

  @Property({ type: 'double', nullable: true })
  customerLat: number | null = null;

  @Property({ type: 'double', nullable: true })
  customerLng: number | null = null;

  @Property({ type: 'double', nullable: true })
  destinationLat: number | null = null;

  @Property({ type: 'double', nullable: true })
  destinationLng: number | null = null;

  /** Miles. */
  @Property({ type: 'double', nullable: true })
  estimatedDistance: number | null = null;

  // Pricing, all money in integer cents
  @Property({ type: 'integer', nullable: true })
  adminPriceCents: number | null = null;

  /** The rate card version the dispatcher's price was set beside, and what it suggested. */
  @Property({ type: 'integer', nullable: true })
  rateCardVersion: number | null = null;

  @Property({ type: 'integer', nullable: true })
  suggestedPriceCents: number | null = null;

  @Property({ type: 'integer', nullable: true })
  adminCounterOfferCents: number | null = null;

  @Property({ type: 'integer', nullable: true })
  customerCounterOfferCents: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  negotiationRound: number | null = null;

  @Property({ type: 'integer', nullable: true })
  finalPriceCents: number | null = null;

  @Property({ type: 'text', nullable: true })
  customerFinalDecision: 'accepted' | 'rejected' | null = null;

  @Property({ type: 'smallint' })
  depositPercentage: number = 15;

  @Property({ type: 'integer', nullable: true })
  depositAmountCents: number | null = null;

  @Property({ type: 'boolean' })
  depositPaid: boolean = false;

  @Property({ type: 'timestamptz', nullable: true })
  depositPaidAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  paymentStatus: PaymentStatus | null = null;

  @Property({ type: 'text', nullable: true })
  paymentLinkId: string | null = null;

  /** When the customer was last texted the payment page, automatically or by a dispatcher. */
  @Property({ type: 'timestamptz', nullable: true })
  paymentLinkSentAt: Date | null = null;

  /** When the customer accepted the terms, on the offer or on the payment page. */
  @Property({ type: 'timestamptz', nullable: true })
  termsAcceptedAt: Date | null = null;

  // Provider: the roster entry assigned, and its latest fix kept in its own table
  @ManyToOne(() => Provider, { nullable: true, eager: true, deleteRule: 'set null', fieldName: 'provider_id' })
  provider: Provider | null = null;

  /** When the current provider was given the job, by a dispatcher or by accepting an offer. */
  @Property({ type: 'timestamptz', nullable: true })
  assignedAt: Date | null = null;

  @OneToOne({ entity: 'ProviderPosition', mappedBy: 'request', nullable: true })
  position: ProviderPosition | null = null;

  /** The provider's own estimate, texted as 'ETA 15'; written without the version, like positions. */
  @Property({ type: 'smallint', nullable: true })
  providerEtaMinutes: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  providerEtaAt: Date | null = null;

  // Arrival: the promise made on assignment, how the trip is keeping it, and when the truck arrived
  @Property({ type: 'timestamptz', nullable: true })
  promisedArrivalAt: Date | null = null;

  /** The arrival watch's latest prediction; written without the version, like positions. */
  @Property({ type: 'timestamptz', nullable: true })
  predictedArrivalAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  predictedBasis: ArrivalBasis | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  runningLateSince: Date | null = null;

  /** The customer's answer to a slip text: keep waiting, or the refund that cancelled the request. */
  @Property({ type: 'text', nullable: true })
  lateChoice: LateChoice | null = null;

  /** Once cancelled with a paid deposit: why (the ladder's cause), the fee kept and the provider's trip fee from it. */
  @Property({ type: 'text', nullable: true })
  cancellationCause: CancellationCause | null = null;

  @Property({ type: 'integer', nullable: true })
  cancellationFeeCents: number | null = null;

  @Property({ type: 'integer', nullable: true })
  providerCreditCents: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  noProviderAskedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  noProviderChoice: 'wait' | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  notHereAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  notHereMeters: number | null = null;

  @Property({ type: 'uuid', nullable: true })
  notHerePhotoId: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  customerHereAt: Date | null = null;

  /** When the customer was last texted a slip, and the arrival that text gave. */
  @Property({ type: 'timestamptz', nullable: true })
  slipTextedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  slipTextedFor: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  notProgressingSince: Date | null = null;

  @Property({ type: 'text', nullable: true })
  notProgressingReason: NotProgressing | null = null;

  /** The closest the truck has come on this trip and when: the watch's own bookkeeping, written without the version. */
  @Property({ type: 'double precision', nullable: true })
  progressMiles: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  progressAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  setOffAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  arrivedAt: Date | null = null;

  // Arrival code: shown to the customer once the provider sets off; the driver at the car must give it
  @Property({ type: 'text', nullable: true })
  arrivalCode: string | null = null;

  /** Wrong codes since the last lock ran out; written without the version, as a failed Arrived rolls back. */
  @Property({ type: 'smallint', default: 0 })
  arrivalCodeFailures: number = 0;

  @Property({ type: 'timestamptz', nullable: true })
  arrivalLockedUntil: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  arrivalVerifiedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  arrivalVerifiedBy: ArrivalVerifier | null = null;

  /** Why a dispatcher verified arrival without the code (the customer could not be reached, say). */
  @Property({ type: 'text', nullable: true })
  arrivalVerifyReason: string | null = null;

  // Completion
  @Property({ type: 'timestamptz', nullable: true })
  serviceCompletedAt: Date | null = null;

  @Property({ type: 'smallint', nullable: true })
  customerRating: number | null = null;

  @Property({ type: 'text', nullable: true })
  customerReview: string | null = null;

  @Index()
  @Property({ type: 'uuid', nullable: true })
  accountId: string | null = null;

  @Property({ type: 'text', nullable: true })
  onBehalfOf: string | null = null;

  @Property({ type: 'text', nullable: true })
  partnerReference: string | null = null;

  // For the owner's insights: the first time each step was reached, why it closed, and where it was.
  @Property({ type: 'timestamptz', nullable: true })
  pricedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  closedAction: string | null = null;

  /** The metro county of the pickup point ('Tarrant'), null outside the metro or without a point. */
  @Property({ type: 'text', nullable: true })
  county: string | null = null;

  /** The map hexagon of the pickup point (H3, resolution 6). */
  @Property({ type: 'text', nullable: true })
  areaCell: string | null = null;
}
