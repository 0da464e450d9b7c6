import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SmsMessage } from './entities/sms-message.entity';
import { SmsOptOut } from './entities/sms-opt-out.entity';
import { PendingSmsStatus } from './entities/pending-sms-status.entity';
import { AdminConversationsController } from './admin-conversations.controller';
import { AdminConversationsService } from './admin-conversations.service';
import { InboundSmsReceiverService } from './inbound-sms-receiver.service';
import { SmsOptOutsService } from './sms-opt-outs.service';
import { OutboxOnlySmsProvider } from './providers/outbox-only-sms.provider';
import { SMS_PROVIDER } from './providers/sms-provider';
import { TwilioSmsProvider } from './providers/twilio-sms.provider';
import { SmsDeliveryService } from './sms-delivery.service';
import { SmsOutboxService } from './sms-outbox.service';
import { SmsPhoneLines } from './sms-phone-lines';
import { SmsSendBatches } from './sms-send-batches';
import { SmsWebhookService } from './sms-webhook.service';
import { SmsWebhooksController } from './sms-webhooks.controller';

@Module({
  imports: [MikroOrmModule.forFeature([SmsMessage, SmsOptOut, PendingSmsStatus])],
  controllers: [SmsWebhooksController, AdminConversationsController],
  providers: [
    {
      provide: SMS_PROVIDER,
      inject: [APP_CONFIG, CLOCK],
      useFactory: (config: AppConfig, clock: Clock) =>
        config.twilio ? new TwilioSmsProvider(config.twilio) : new OutboxOnlySmsProvider(clock),
    },
    AdminConversationsService,
    InboundSmsReceiverService,
    SmsOptOutsService,
    SmsDeliveryService,
    SmsOutboxService,
    SmsPhoneLines,
    SmsSendBatches,
    SmsWebhookService,
  ],
  exports: [SmsOptOutsService, SmsDeliveryService, SmsOutboxService],
})
export class NotificationsModule {}
