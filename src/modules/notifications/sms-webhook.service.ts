import { Inject, Injectable } from '@nestjs/common';
import { badRequest } from '../../common/errors/app-error';
import { InboundSmsReceiverService } from './inbound-sms-receiver.service';
import { SMS_PROVIDER, SmsProvider, WebhookForm } from './providers/sms-provider';
import { SmsDeliveryService } from './sms-delivery.service';
import { ERROR_CODES } from '../../contracts/error-codes';

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

@Injectable()
export class SmsWebhookService {
  constructor(
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    private readonly delivery: SmsDeliveryService,
    private readonly inboundTexts: InboundSmsReceiverService,
  ) {}

  async statusCallback(form: WebhookForm): Promise<void> {
    refuseRepeatedFields(form);
    const report = this.provider.parseStatusReport(form);
    if (!report) throw badRequest(ERROR_CODES.missingField, 'MessageSid and MessageStatus are required.');
    await this.delivery.recordStatus(report);
  }

  /** Stored and queued, answered at once with no reply of its own: the worker texts any answer. */
  async inbound(form: WebhookForm): Promise<string> {
    refuseRepeatedFields(form);
    const message = this.provider.parseInbound(form);
    if (!message) throw badRequest(ERROR_CODES.missingField, 'From is required.');
    await this.inboundTexts.receive(message);
    return EMPTY_TWIML;
  }
}

/** A field sent twice is parsed as a list, which no field of Twilio's is; the signature alone does not rule it out. */
function refuseRepeatedFields(form: WebhookForm): void {
  if (Object.values(form).some((value) => typeof value !== 'string')) {
    throw badRequest(ERROR_CODES.malformedBody, 'Each field of the form must be sent once.');
  }
}
