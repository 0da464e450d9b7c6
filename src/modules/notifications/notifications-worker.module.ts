import { Module } from '@nestjs/common';
import { NotificationsModule } from './notifications.module';
import { SmsProcessor } from './sms.processor';
import { SmsScheduleService } from './sms-schedule.service';

@Module({
  imports: [NotificationsModule],
  providers: [SmsProcessor, SmsScheduleService],
})
export class NotificationsWorkerModule {}
