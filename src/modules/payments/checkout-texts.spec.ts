import type { RequestRecord } from '../../domain/request-record';
import { sampleRequest } from '../../../test/support/text-samples';
import { writeDepositDescription } from './checkout-texts';

describe('the deposit’s description on the card page', () => {
  it('names the service, the percent and the price in the customer’s language', () => {
    expect(writeDepositDescription({ ...sampleRequest, language: 'en', finalPriceCents: 12_000 } as RequestRecord)).toBe('Towing deposit (15% of $120.00)');
    expect(writeDepositDescription({ ...sampleRequest, serviceType: 'car_towing', language: 'es' } as RequestRecord)).toBe('Depósito de Remolque de carro (15% de $200.00)');
  });
});
