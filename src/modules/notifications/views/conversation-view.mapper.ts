import { iso } from '../../../common/time/iso';
import type { ConversationMessageView, ConversationRequestView } from '../../../contracts/conversation-views';
import type { RequestRecord } from '../../../domain/request-record';
import type { SmsMessage } from '../entities/sms-message.entity';
import { toSmsView } from './sms-view.mapper';

export function toConversationMessageView(message: SmsMessage): ConversationMessageView {
  return { ...toSmsView(message), direction: message.direction, from: message.from, readAt: iso(message.readAt), staffName: message.staffName };
}

export function toConversationRequestView(request: RequestRecord | null): ConversationRequestView | null {
  return request ? { id: request.id, trackingId: request.customerTrackingId, status: request.status } : null;
}
