import type { RequestRecord } from '../../domain/request-record';
import { textCatalogue } from '../notifications';
import en from './messages/checkout.en.json';
import es from './messages/checkout.es.json';

const writerIn = textCatalogue({ en, es });

/** What the card page says is being paid, in the customer's language: 'Towing deposit (15% of $120.00)'. */
export function writeDepositDescription(request: RequestRecord): string {
  const w = writerIn(request.language);
  return w.say('checkout.depositDescription', {
    service: w.service(request.serviceType),
    percent: request.depositPercentage,
    price: w.usd(request.finalPriceCents ?? 0),
  });
}
