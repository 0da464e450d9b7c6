import { StaffInvitation } from '../../modules/staff/entities/staff-invitation.entity';
import { StaffMember } from '../../modules/staff/entities/staff-member.entity';
import { StaffSecurityEvent } from '../../modules/staff/entities/staff-security-event.entity';
import { AutoDispatch } from '../../modules/dispatch/entities/auto-dispatch.entity';
import { DispatchSetting } from '../../modules/dispatch/entities/dispatch-setting.entity';
import { JobPhoto } from '../../modules/on-site/entities/job-photo.entity';
import { Offer } from '../../modules/dispatch/entities/offer.entity';
import { ProviderPosition } from '../../modules/providers/entities/provider-position.entity';
import { Provider } from '../../modules/providers/entities/provider.entity';
import { ProviderApplication } from '../../modules/providers/entities/provider-application.entity';
import { ProviderDocument } from '../../modules/providers/entities/provider-document.entity';
import { ProviderNetworkEvent } from '../../modules/providers/entities/provider-network-event.entity';
import { SmsMessage } from '../../modules/notifications/entities/sms-message.entity';
import { SmsOptOut } from '../../modules/notifications/entities/sms-opt-out.entity';
import { PendingSmsStatus } from '../../modules/notifications/entities/pending-sms-status.entity';
import { ExtraCharge } from '../../modules/on-site/entities/extra-charge.entity';
import { PaymentEvent } from '../../modules/payments/entities/payment-event.entity';
import { Payment } from '../../modules/payments/entities/payment.entity';
import { Receipt } from '../../modules/payments/entities/receipt.entity';
import { BalancePayment } from '../../modules/payments/entities/balance-payment.entity';
import { ProviderStatement } from '../../modules/payments/entities/provider-statement.entity';
import { Dispute } from '../../modules/payments/entities/dispute.entity';
import { PayoutAccount } from '../../modules/payments/entities/payout-account.entity';
import { ProviderTransfer } from '../../modules/payments/entities/provider-transfer.entity';
import { ActivityLogEntry } from '../../modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../modules/request-core/entities/customer-request.entity';
import { RetiredLinkCode } from '../../modules/request-core/entities/retired-link-code.entity';
import { IntakeIdempotencyKey } from '../../modules/requests/entities/intake-idempotency-key.entity';
import { SmsIntake } from '../../modules/requests/entities/sms-intake.entity';
import { RateCard } from '../../modules/pricing/entities/rate-card.entity';
import { LedgerEntry } from '../../modules/payments/entities/ledger-entry.entity';
import { ProviderDrop } from '../../modules/providers/entities/provider-drop.entity';
import { StaffPasskey } from '../../modules/staff/entities/staff-passkey.entity';
import { StaffRecoveryCode } from '../../modules/staff/entities/staff-recovery-code.entity';
import { StaffPolicy } from '../../modules/staff/entities/staff-policy.entity';
import { BusinessAccount } from '../../modules/accounts/entities/business-account.entity';
import { ApiKey } from '../../modules/accounts/entities/api-key.entity';
import { WebhookEndpoint } from '../../modules/accounts/entities/webhook-endpoint.entity';
import { WebhookDelivery } from '../../modules/accounts/entities/webhook-delivery.entity';
import { AccountInvoice } from '../../modules/accounts/entities/account-invoice.entity';
import { AccountCharge } from '../../modules/accounts/entities/account-charge.entity';

/** Every entity, for the ORM config shared by the app, the CLI and the tests. */
export const ALL_ENTITIES = [
  BusinessAccount,
  ApiKey,
  WebhookEndpoint,
  WebhookDelivery,
  AccountInvoice,
  AccountCharge,
  CustomerRequest,
  ActivityLogEntry,
  RetiredLinkCode,
  StaffMember,
  StaffInvitation,
  StaffSecurityEvent,
  StaffPasskey,
  StaffRecoveryCode,
  StaffPolicy,
  SmsMessage,
  SmsOptOut,
  PendingSmsStatus,
  Payment,
  PaymentEvent,
  Receipt,
  BalancePayment,
  PayoutAccount,
  Dispute,
  ProviderStatement,
  ProviderTransfer,
  LedgerEntry,
  ProviderDrop,
  Provider,
  ProviderApplication,
  ProviderDocument,
  ProviderNetworkEvent,
  ProviderPosition,
  Offer,
  AutoDispatch,
  DispatchSetting,
  JobPhoto,
  ExtraCharge,
  IntakeIdempotencyKey,
  SmsIntake,
  RateCard,
];
