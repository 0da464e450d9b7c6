import { DynamicModule, Module, Type } from '@nestjs/common';
import { InboundSmsHandlerService } from './inbound-sms-handler.service';
import { NotificationsModule } from './notifications.module';
import { SmsProcessor } from './sms.processor';
import { SmsScheduleService } from './sms-schedule.service';

/**
 * The sms queue's worker. Inbound texts are routed by `routerModule`, which exports
 * INBOUND_TEXT_ROUTER; it is handed in by the app because it depends on this module's outbox.
 */
@Module({})
export class NotificationsWorkerModule {
  static withRouter(routerModule: Type<unknown>): DynamicModule {
    return {
      module: NotificationsWorkerModule,
      imports: [NotificationsModule, routerModule],
      providers: [SmsProcessor, SmsScheduleService, InboundSmsHandlerService],
    };
  }
}
