import { newAssigneeProblem, providerCallName, providerDetailsProblem, providerTrustName, PROVIDER_MESSAGES } from './provider-details';

const complete = { name: 'Rosa Diaz', phone: '(214) 555-0190', email: 'rosa@example.com', vehicleInfo: 'Flatbed, white F-550' };

describe('providerDetailsProblem', () => {
  it('accepts a complete provider', () => {
    expect(providerDetailsProblem(complete)).toBeNull();
  });

  it.each([
    ['name', { name: '  ' }, 'nameRequired'],
    ['phone', { phone: '' }, 'phoneRequired'],
    ['phone', { phone: '214.555.0190' }, 'invalidPhone'],
    ['phone', { phone: '214-555-01x0' }, 'invalidPhone'],
    ['email', { email: undefined }, 'emailRequired'],
    ['email', { email: 'rosa@example' }, 'invalidEmail'],
    ['vehicle info', { vehicleInfo: null }, 'vehicleRequired'],
  ] as const)('refuses a bad %s with the spec message', (_field, change, problem) => {
    expect(providerDetailsProblem({ ...complete, ...change })).toBe(problem);
  });

  it('accepts a leading plus, spaces, dashes and parentheses in the phone', () => {
    expect(providerDetailsProblem({ ...complete, phone: '+1 (214) 555-0190' })).toBeNull();
  });

  it('reports the first problem in form order', () => {
    expect(providerDetailsProblem({})).toBe('nameRequired');
  });

  it("carries the spec's texts", () => {
    expect(PROVIDER_MESSAGES).toMatchObject({
      nameRequired: 'Provider name is required',
      phoneRequired: 'Phone number is required',
      invalidPhone: 'Please enter a valid phone number',
      emailRequired: 'Email is required',
      invalidEmail: 'Please enter a valid email',
      vehicleRequired: 'Vehicle information is required',
      nameAndPhoneRequired: 'Please enter provider name and phone',
    });
  });
});

describe('newAssigneeProblem', () => {
  it('needs a name and a phone only', () => {
    expect(newAssigneeProblem({ name: 'Rosa Diaz', phone: '2145550190' })).toBeNull();
  });

  it.each([{ name: 'Rosa Diaz' }, { phone: '2145550190' }, { name: ' ', phone: ' ' }])(
    'asks for both name and phone when one is missing (%o)',
    (input) => {
      expect(newAssigneeProblem(input)).toBe('nameAndPhoneRequired');
    },
  );

  it('checks an email only when one is given', () => {
    expect(newAssigneeProblem({ name: 'Rosa', phone: '2145550190', email: 'nope' })).toBe('invalidEmail');
    expect(newAssigneeProblem({ name: 'Rosa', phone: '2145550190', email: '' })).toBeNull();
  });
});

describe('providerTrustName', () => {
  it('names the person and the business, in the reader’s language', () => {
    expect(providerTrustName({ name: 'Trinity Tow LLC', contactName: ' Maria  Lopez ' }, 'en')).toBe('Maria from Trinity Tow LLC');
    expect(providerTrustName({ name: 'Trinity Tow LLC', contactName: 'Maria Lopez' }, 'es')).toBe('Maria de Trinity Tow LLC');
  });

  it('names the business alone when the roster names no person', () => {
    expect(providerTrustName({ name: ' Ray Tow Co ', contactName: null }, 'en')).toBe('Ray Tow Co');
    expect(providerTrustName({ name: 'Ray Tow Co', contactName: '  ' }, 'es')).toBe('Ray Tow Co');
  });

  it('greets the provider by the same first name', () => {
    expect(providerCallName({ name: 'Trinity Tow LLC', contactName: 'Maria Lopez' })).toBe('Maria');
    expect(providerCallName({ name: 'Lone Star Roadside' })).toBe('Lone Star Roadside');
  });
});
