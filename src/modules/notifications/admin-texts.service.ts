import { Injectable } from '@nestjs/common';
import type { SmsMessageView } from '../../contracts/request-views';
import { toSmsView } from './views/sms-view.mapper';
import { NotificationsService } from './notifications.service';

@Injectable()
export class AdminTextsService {
  constructor(private readonly notifications: NotificationsService) {}

  async recent(limit: number): Promise<SmsMessageView[]> {
    return (await this.notifications.recentTexts(limit)).map(toSmsView);
  }
}
