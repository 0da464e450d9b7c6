import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SmsMessage } from './entities/sms-message.entity';
import { SmsOptOut } from './entities/sms-opt-out.entity';
import { AdminTextsController } from './admin-texts.controller';
import { AdminTextsService } from './admin-texts.service';
import { NotificationsService } from './notifications.service';
import { OutboxOnlySmsProvider } from './providers/outbox-only-sms.provider';
import { SMS_PROVIDER } from './providers/sms-provider';
import { TwilioSmsProvider } from './providers/twilio-sms.provider';
import { SmsDeliveryService } from './sms-delivery.service';
import { SmsWebhookService } from './sms-webhook.service';
import { SmsWebhooksController } from './sms-webhooks.controller';

@Module({
  imports: [MikroOrmModule.forFeature([SmsMessage, SmsOptOut])],
  controllers: [SmsWebhooksController, AdminTextsController],
  providers: [
    {
      provide: SMS_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.twilio ? new TwilioSmsProvider(config.twilio) : new OutboxOnlySmsProvider(),
    },
    AdminTextsService,
    NotificationsService,
    SmsDeliveryService,
    SmsWebhookService,
  ],
  exports: [NotificationsService, SmsDeliveryService],
})
export class NotificationsModule {}
