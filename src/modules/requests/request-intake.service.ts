import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { CodeGenerator } from '../../common/codes/code-generator';
import { invalid } from '../../common/errors/app-error';
import { toTextableUsNumber } from '../../common/phone/phone-number';
import { EMAIL_SHAPE } from '../../common/validation/email';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DEFAULT_ONLINE_SERVICE_TYPE, DEFAULT_VEHICLE_TYPE, INTAKE_MESSAGES, validateIntake } from '../../domain/request-intake';
import type { CustomerRequestView } from '../../domain/request-views';
import { NotificationsService } from '../notifications/notifications.service';
import { SMS_TEMPLATES, smsText } from '../notifications/sms-templates';
import { ActivityLogService } from './activity-log.service';
import { CreateOnlineRequestDto } from './dto/create-online-request.dto';
import { CustomerRequest } from './entities/customer-request.entity';
import { RequestEventsService } from './request-events.service';
import { toCustomerView } from './views/request-views.mapper';

const CODE_ATTEMPTS = 5;

@Injectable()
export class RequestIntakeService {
  constructor(
    private readonly em: EntityManager,
    private readonly codes: CodeGenerator,
    private readonly notifications: NotificationsService,
    private readonly activity: ActivityLogService,
    private readonly events: RequestEventsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async createOnline(input: CreateOnlineRequestDto): Promise<CustomerRequestView> {
    const fields = this.validate(input);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.insertOnline(fields, this.codes.onlineTrackingCode());
      } catch (error) {
        // A tracking code collision is astronomically rare; draw another.
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }

  private async insertOnline(fields: OnlineFields, code: string): Promise<CustomerRequestView> {
    const now = this.clock.now();
    const { request, text } = await this.em.fork().transactional(async (tx) => {
      const created = tx.create(CustomerRequest, {
        ...fields,
        status: 'pending_admin_review',
        requestType: 'online',
        customerTrackingId: code,
        createdAt: now,
        updatedAt: now,
      });
      const staged = this.notifications.stageSms(tx, {
        to: created.phone,
        body: smsText.requestReceived(this.config.publicUrl, code, created.serviceType),
        template: SMS_TEMPLATES.requestReceived,
        idempotencyKey: `${SMS_TEMPLATES.requestReceived}:${created.id}`,
        request: created,
      });
      return { request: created, text: staged };
    });
    await this.notifications.dispatch([text]);
    await this.activity.record(request.id, `Request submitted online (${request.serviceType})`, 'customer');
    this.events.created(request);
    return toCustomerView(request);
  }

  private validate(input: CreateOnlineRequestDto): OnlineFields {
    const problem = validateIntake(input);
    if (problem) {
      const { title, description } = INTAKE_MESSAGES[problem];
      throw invalid(problem === 'missingInformation' ? 'missing_information' : 'missing_destination', title, description);
    }
    const phone = toTextableUsNumber(input.phone);
    if (!phone) throw invalid('invalid_phone', 'Invalid Phone Number', 'Please enter a valid phone number');
    const email = input.email?.trim() || null;
    if (email && !EMAIL_SHAPE.test(email)) throw invalid('invalid_email', 'Invalid Email', 'Please enter a valid email');
    const year = Number(input.vehicleYear);
    const latestYear = this.clock.now().getUTCFullYear() + 1;
    if (!/^\d{4}$/.test(input.vehicleYear!.trim()) || year < 1900 || year > latestYear) {
      throw invalid('invalid_year', 'Invalid Vehicle Year', `Please enter a vehicle year between 1900 and ${latestYear}`);
    }
    const pickup = coordinatePair(input.customerLat, input.customerLng);
    const destination = coordinatePair(input.destinationLat, input.destinationLng);
    return {
      phone,
      email,
      vehicleYear: year,
      vehicleMake: input.vehicleMake!.trim(),
      vehicleModel: input.vehicleModel!.trim(),
      vehiclePlate: input.vehiclePlate?.trim().toUpperCase() || null,
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

type OnlineFields = Pick<
  CustomerRequest,
  | 'phone'
  | 'email'
  | 'vehicleYear'
  | 'vehicleMake'
  | 'vehicleModel'
  | 'vehiclePlate'
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
