import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { CodeGenerator } from '../../common/codes/code-generator';
import { invalid } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';
import { DEFAULT_ONLINE_SERVICE_TYPE, DEFAULT_VEHICLE_TYPE, INTAKE_MESSAGES, validateIntake } from '../../domain/request-intake';
import type { CustomerRequestView } from '../../contracts/request-views';
import type { RequestRecord } from '../../domain/request-record';
import { RequestTransitionsService, toCustomerView } from '../request-core';
import { checkContactAndVehicle } from './contact-and-vehicle';
import { CreateOnlineRequestDto } from './dto/create-online-request.dto';
import { IdempotencyKeyTaken, IntakeClaim, IntakeIdempotencyService } from './intake-idempotency.service';
import { IntakeTextLimits } from './intake-text-limits.service';

const CODE_ATTEMPTS = 5;

@Injectable()
export class RequestIntakeService {
  constructor(
    private readonly codes: CodeGenerator,
    private readonly transitions: RequestTransitionsService,
    private readonly idempotency: IntakeIdempotencyService,
    private readonly textLimits: IntakeTextLimits,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A request from the public form, sent from `address`. With an Idempotency-Key, a retry of the
   * same submission answers the first result again instead of creating a second request: the key is
   * written with the request, and an attempt running beside the first waits on that row and then
   * answers what the first one stored.
   */
  async createOnline(input: CreateOnlineRequestDto, address: string, idempotencyKey?: string): Promise<CustomerRequestView> {
    const claim = this.idempotency.claimFor(idempotencyKey, input);
    const earlier = claim && (await this.idempotency.recorded(claim));
    if (earlier) return earlier;
    try {
      return await this.create(input, address, claim);
    } catch (error) {
      if (!(claim && error instanceof IdempotencyKeyTaken)) throw error;
      const answer = await this.idempotency.recorded(claim);
      if (!answer) throw error;
      return answer;
    }
  }

  /**
   * A business account's job (from its portal or the partner API): the same fields and checks as the
   * form, no deposit, the driver texted that the account sent help. With an Idempotency-Key (kept
   * apart per account), a retry answers the id of the job the first attempt made.
   */
  async createForAccount(input: CreateOnlineRequestDto, intake: AccountIntake): Promise<{ id: string }> {
    const fields = this.validate(input);
    const claim = this.idempotency.claimFor(intake.idempotencyKey, { ...input, reference: intake.reference }, `account:${intake.accountId}`);
    const earlier = claim && (await this.idempotency.recorded<{ id: string }>(claim));
    if (earlier) return earlier;
    await intake.checkCredit();
    try {
      const request = await this.transitions.create({
        actor: 'customer',
        fields: {
          ...fields,
          status: 'pending_admin_review',
          requestType: 'partner',
          customerTrackingId: this.codes.onlineTrackingCode(),
          accountId: intake.accountId,
          onBehalfOf: intake.accountName,
          partnerReference: intake.reference,
        },
        activity: (request) => `Request sent by ${intake.sentBy} for ${intake.accountName} (${request.serviceType})`,
        texts: [{ template: 'account-request-received', to: 'customer' }],
        alsoWrite: claim ? (tx, request) => this.idempotency.record(tx, claim, request, { id: request.id }) : undefined,
      });
      return { id: request.id };
    } catch (error) {
      if (!(claim && error instanceof IdempotencyKeyTaken)) throw error;
      const answer = await this.idempotency.recorded<{ id: string }>(claim);
      if (!answer) throw error;
      return answer;
    }
  }

  private async create(input: CreateOnlineRequestDto, address: string, claim: IntakeClaim | null): Promise<CustomerRequestView> {
    const fields = this.validate(input);
    const slot = await this.textLimits.reserve(fields.phone, address);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          return toCustomerView(await this.insertOnline(fields, this.codes.onlineTrackingCode(), claim));
        } catch (error) {
          // A tracking code collision is astronomically rare; draw another.
          if (!(error instanceof UniqueConstraintViolationException) || attempt >= CODE_ATTEMPTS) throw error;
        }
      }
    } catch (error) {
      await slot.release();
      throw error;
    }
  }

  private insertOnline(fields: OnlineFields, code: string, claim: IntakeClaim | null): Promise<RequestRecord> {
    return this.transitions.create({
      actor: 'customer',
      fields: { ...fields, status: 'pending_admin_review', requestType: 'online', customerTrackingId: code },
      activity: (request) => `Request submitted online (${request.serviceType})`,
      texts: [{ template: 'request-received', to: 'customer' }],
      alsoWrite: claim ? (tx, request) => this.idempotency.record(tx, claim, request, toCustomerView(request)) : undefined,
    });
  }

  private validate(input: CreateOnlineRequestDto): OnlineFields {
    const problem = validateIntake(input);
    if (problem) {
      const { title, description } = INTAKE_MESSAGES[problem];
      throw invalid(problem === 'missingInformation' ? ERROR_CODES.missingInformation : ERROR_CODES.missingDestination, title, description);
    }
    const contactAndVehicle = checkContactAndVehicle(input, this.clock);
    const pickup = coordinatePair(input.customerLat, input.customerLng);
    const destination = coordinatePair(input.destinationLat, input.destinationLng);
    return {
      ...contactAndVehicle,
      vehicleType: input.vehicleType ?? DEFAULT_VEHICLE_TYPE,
      serviceType: input.serviceType ?? DEFAULT_ONLINE_SERVICE_TYPE,
      serviceDescription: input.serviceDescription?.trim() || null,
      locationAddress: input.locationAddress!.trim(),
      destinationAddress: input.destinationAddress?.trim() || null,
      useGps: input.useGps === true && pickup !== null,
      customerLat: pickup?.lat ?? null,
      customerLng: pickup?.lng ?? null,
      destinationLat: destination?.lat ?? null,
      destinationLng: destination?.lng ?? null,
      estimatedDistance:
        pickup && destination && typeof input.estimatedDistance === 'number'
          ? Math.round(input.estimatedDistance * 10) / 10
          : null,
    };
  }
}

/** Who sends a business account's job, and how a retry is recognised. */
export interface AccountIntake {
  accountId: string;
  accountName: string;
  reference: string | null;
  /** As the activity log reads: 'Sam Ortiz on the business portal', 'the partner API (key rsk_1a2b3c)'. */
  sentBy: string;
  idempotencyKey?: string;
  /** Refuses the job when the account may not send more (its credit limit); a retry of a job already made is answered first. */
  checkCredit: () => Promise<void>;
}

type OnlineFields = Pick<
  RequestRecord,
  | 'phone'
  | 'email'
  | 'vehicleYear'
  | 'vehicleMake'
  | 'vehicleModel'
  | 'vehiclePlate'
  | 'language'
  | 'vehicleType'
  | 'serviceType'
  | 'serviceDescription'
  | 'locationAddress'
  | 'destinationAddress'
  | 'useGps'
  | 'customerLat'
  | 'customerLng'
  | 'destinationLat'
  | 'destinationLng'
  | 'estimatedDistance'
>;

function coordinatePair(lat: number | null | undefined, lng: number | null | undefined) {
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}
