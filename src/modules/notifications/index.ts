export type { SmsMessage } from './entities/sms-message.entity';
export { INBOUND_TEXT_ROUTER, replyKey, type InboundText, type InboundTextRouter, type RoutedText } from './inbound-text-router';
export { NotificationsWorkerModule } from './notifications-worker.module';
export { NotificationsModule } from './notifications.module';
export { NotificationsService } from './notifications.service';
export { SmsDeliveryService } from './sms-delivery.service';
export { SmsOutboxService, type OutgoingSms, type Recipient, type TextStager } from './sms-outbox.service';
export { jobPageUrl, paymentPageUrl, SMS_REPLIES, trackingPageUrl, type SmsTemplateName } from './sms-templates';
export { toSmsView } from './views/sms-view.mapper';
