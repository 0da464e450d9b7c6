import { AppError } from '../../common/errors/app-error';
import type { InboundSmsReceiverService } from './inbound-sms-receiver.service';
import type { SmsProvider, WebhookForm } from './providers/sms-provider';
import type { SmsDeliveryService } from './sms-delivery.service';
import { SmsWebhookService } from './sms-webhook.service';

describe(SmsWebhookService.name, () => {
  const provider = {
    parseInbound: (form: WebhookForm) => (form.From ? { from: form.From, to: null, body: form.Body ?? '', providerSid: null } : null),
    parseStatusReport: (form: WebhookForm) => (form.MessageSid ? { providerSid: form.MessageSid, status: 'delivered', error: null } : null),
  } as unknown as SmsProvider;
  const receive = jest.fn();
  const recordStatus = jest.fn();
  const service = new SmsWebhookService(
    provider,
    { recordStatus } as unknown as SmsDeliveryService,
    { receive } as unknown as InboundSmsReceiverService,
  );
  // A form field sent twice reaches the service as a list (node's querystring).
  const twice = (value: string) => [value, value] as unknown as string;

  beforeEach(() => jest.clearAllMocks());

  it.each(['From', 'Body'])('refuses an inbound text whose %s was sent twice, with a 400', async (field) => {
    const form: WebhookForm = { From: '+12145550173', Body: 'HELP', [field]: twice(field === 'From' ? '+12145550173' : 'HELP') };
    await expect(service.inbound(form)).rejects.toMatchObject({ kind: 'bad_request', code: 'malformed_body' });
    expect(receive).not.toHaveBeenCalled();
  });

  it('refuses a delivery report whose status was sent twice, with a 400', async () => {
    await expect(service.statusCallback({ MessageSid: 'SM1', MessageStatus: twice('delivered') })).rejects.toBeInstanceOf(AppError);
    expect(recordStatus).not.toHaveBeenCalled();
  });

  it('takes an inbound text whose fields were each sent once', async () => {
    await service.inbound({ From: '+12145550173', Body: 'HELP' });
    expect(receive).toHaveBeenCalledWith({ from: '+12145550173', to: null, body: 'HELP', providerSid: null });
  });
});
