import { AdminUser } from '../../modules/admin-auth/entities/admin-user.entity';
import { SmsMessage } from '../../modules/notifications/entities/sms-message.entity';
import { SmsOptOut } from '../../modules/notifications/entities/sms-opt-out.entity';
import { PaymentEvent } from '../../modules/payments/entities/payment-event.entity';
import { ActivityLogEntry } from '../../modules/requests/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../modules/requests/entities/customer-request.entity';

/** Every entity, for the ORM config shared by the app, the CLI and the tests. */
export const ALL_ENTITIES = [CustomerRequest, ActivityLogEntry, AdminUser, SmsMessage, SmsOptOut, PaymentEvent];
