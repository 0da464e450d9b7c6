export { INBOUND_TEXT_ROUTER, replyKey, type InboundText, type InboundTextRouter, type RoutedText } from './inbound-text-router';
export { NotificationsWorkerModule } from './notifications-worker.module';
export { NotificationsModule } from './notifications.module';
export { SmsOptOutsService } from './sms-opt-outs.service';
export { SmsDeliveryService } from './sms-delivery.service';
export { textCatalogue, type LanguageWriter } from './language-writer';
export { namedReplies, withOptOut } from './notification-texts';
export { SmsOutboxService, type OutgoingSms, type TextStager } from './sms-outbox.service';
