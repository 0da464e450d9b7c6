import { checkPhoneRequest, initialPhoneRequestValues, type PhoneRequestFormValues } from './phone-request-form';

const filled: PhoneRequestFormValues = {
  ...initialPhoneRequestValues,
  phone: '(214) 555-0142',
  vehicleMake: 'Ford',
  vehicleModel: 'F-150',
  vehicleYear: '2019',
  serviceType: 'car_towing',
  finalPrice: '120.50',
};

describe('checkPhoneRequest', () => {
  it('sends the price in cents, the default 15% deposit and leaves empty optional fields out', () => {
    expect(checkPhoneRequest({ ...filled, email: '  ', vehiclePlate: '' })).toEqual({
      body: {
        phone: '(214) 555-0142',
        email: undefined,
        vehicleMake: 'Ford',
        vehicleModel: 'F-150',
        vehicleYear: '2019',
        vehiclePlate: undefined,
        serviceType: 'car_towing',
        serviceDescription: undefined,
        finalPriceCents: 12050,
        depositPercentage: 15,
        language: 'en',
      },
    });
  });

  it('sends the language the caller speaks, so their texts are in it', () => {
    const checked = checkPhoneRequest({ ...filled, language: 'es' });
    expect('body' in checked && checked.body.language).toBe('es');
  });

  it('names every missing required field with the spec message', () => {
    expect(checkPhoneRequest({ ...filled, phone: '', serviceType: '' })).toEqual({
      problem: { title: 'Missing Information', description: 'Please fill in all required fields', fields: ['phone', 'serviceType'] },
    });
  });

  it.each(['', '0', '-5', 'abc'])('refuses the final price %p', (finalPrice) => {
    expect(checkPhoneRequest({ ...filled, finalPrice })).toEqual({
      problem: { title: 'Error', description: 'Please enter a final price to generate payment link.', fields: ['finalPrice'] },
    });
  });

  it.each(['', '-1', '12.5', '100.5', '101'])('refuses the deposit percentage %p', (depositPercentage) => {
    expect(checkPhoneRequest({ ...filled, depositPercentage })).toEqual({
      problem: { title: 'Error', description: 'Please enter a valid deposit percentage (0-100)', fields: ['depositPercentage'] },
    });
  });

  it.each([
    ['0', 0],
    ['100', 100],
    ['20', 20],
  ])('accepts the deposit percentage %p', (depositPercentage, expected) => {
    const checked = checkPhoneRequest({ ...filled, depositPercentage });
    expect('body' in checked && checked.body.depositPercentage).toBe(expected);
  });
});
