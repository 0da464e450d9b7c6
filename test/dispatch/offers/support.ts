import type { RequestOffersView } from '../../../src/contracts/offer-views';
import { Provider } from '../../../src/modules/providers/entities/provider.entity';
import { SmsMessage } from '../../../src/modules/notifications/entities/sms-message.entity';
import { aProvider } from '../../support/factories';
import { inboundTexts } from '../../support/inbound-texts';
import type { TestAppAccess } from '../../support/use-test-app';
import { waitFor } from '../../support/wait-for';

/** Downtown Dallas, where the factories' paid request waits. */
export const PICKUP = { lat: 32.7767, lng: -96.797 };

export const TWILIO = { accountSid: 'AC00000000000000000000000000000f23', authToken: 'test-auth-token-offers-0123456789', number: '+14695550100' };
export const TWILIO_ENV = { TWILIO_ACCOUNT_SID: TWILIO.accountSid, TWILIO_AUTH_TOKEN: TWILIO.authToken, TWILIO_FROM: TWILIO.number };

let phoneSequence = 0;

/** Roster providers and their texts, offers and answers, for one test app. */
export function offerKit(t: TestAppAccess) {
  /** An on-duty provider towing light vehicles, based `north` degrees of latitude from the pickup. */
  async function aTowProvider(name: string, north: number, changes: Partial<Provider> = {}): Promise<Provider> {
    phoneSequence += 1;
    const provider = await aProvider(t.em(), { name, phone: `+1817555${String(1000 + phoneSequence).padStart(4, '0')}` });
    await t.em().nativeUpdate(
      Provider,
      { id: provider.id },
      { onDuty: true, services: ['Towing'], vehicleClasses: ['light'], homeLat: PICKUP.lat + north, homeLng: PICKUP.lng, serviceRadiusMiles: 25, ...changes },
    );
    return t.em().findOneOrFail(Provider, provider.id);
  }

  async function send(requestId: string, body: object): Promise<RequestOffersView> {
    return (await t.http().post(`/api/admin/requests/${requestId}/offers`).set('Cookie', await t.adminCookie()).send(body).expect(201)).body;
  }

  /** The offer page's code from the offer text a provider received. */
  async function offerCodeTexted(phone: string): Promise<string> {
    const text = await waitFor(() => t.em().findOne(SmsMessage, { to: phone, template: 'job-offer' }, { orderBy: { createdAt: 'desc' } }));
    return /\/offer\/([A-Za-z0-9_-]{22})/.exec(text.body)![1];
  }

  const textsTo = (phone: string, template: string) => t.em().find(SmsMessage, { to: phone, template }, { orderBy: { createdAt: 'asc' } });

  const { textIn, replyTo } = inboundTexts(t, TWILIO);

  return { aTowProvider, send, offerCodeTexted, textsTo, textIn, replyTo };
}
