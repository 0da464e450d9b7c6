import { DynamicModule, Module, Type } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { configuredProcessor } from '../../infra/queue/configured-processor';
import { QUEUES } from '../../infra/queue/queue-catalogue';
import { InboundSmsHandlerService } from './inbound-sms-handler.service';
import { NotificationsModule } from './notifications.module';
import { SmsInboundProcessor } from './sms-inbound.processor';
import { SmsProcessor, smsWorkerOptions } from './sms.processor';

/**
 * The sms queue's worker, with the install's concurrency and rate limit, and the inbound queue's. Inbound texts are routed
 * by `routerModule`, which exports INBOUND_TEXT_ROUTER; it is handed in by the app because it
 * depends on this module's outbox.
 */
@Module({})
export class NotificationsWorkerModule {
  static withRouter(routerModule: Type<unknown>, worker: AppConfig['smsWorker']): DynamicModule {
    return {
      module: NotificationsWorkerModule,
      imports: [NotificationsModule, routerModule],
      providers: [
        { provide: SmsProcessor, useClass: configuredProcessor(SmsProcessor, QUEUES.sms, smsWorkerOptions(worker)) },
        SmsInboundProcessor,
        InboundSmsHandlerService,
      ],
    };
  }
}
