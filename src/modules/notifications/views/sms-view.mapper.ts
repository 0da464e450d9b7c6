import { iso } from '../../../common/time/iso';
import type { SmsMessageView } from '../../../contracts/request-views';
import type { SmsMessage } from '../entities/sms-message.entity';
import { OUTBOX_ONLY_SID_PREFIX } from '../providers/outbox-only-sms.provider';

export function toSmsView(message: SmsMessage): SmsMessageView {
  return {
    id: message.id,
    requestId: message.request?.id ?? null,
    to: message.to,
    body: message.body,
    template: message.template,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    providerSid: message.providerSid,
    keptInOutbox: message.providerSid?.startsWith(OUTBOX_ONLY_SID_PREFIX) ?? false,
    createdAt: message.createdAt.toISOString(),
    sentAt: iso(message.sentAt),
  };
}
