import { credentialProblems, dallasDate, daysBetween, expiryStanding, MIN_COVERAGE_CENTS, normalizeTdlrNumber, parseCoverageCents, standingOn, dallasHour, type Credentials } from './provider-credentials';

const VALID: Credentials = {
  companyLicence: '0651234VSF',
  operatorLicence: '1234567',
  truckPermits: ['0123456CT', '0123457CT'],
  licenceExpiresOn: '2027-06-30',
  insuranceCarrier: 'Lone Star Mutual',
  insurancePolicy: 'TX-AUTO-889122',
  insuranceCoverageCents: MIN_COVERAGE_CENTS,
  insuranceExpiresOn: '2027-03-01',
};
const TODAY = '2026-11-26';

describe('provider credentials', () => {
  it('accepts licences as TDLR prints them, however they were typed', () => {
    expect(credentialProblems(VALID, TODAY)).toEqual({});
    expect(credentialProblems({ ...VALID, companyLicence: '0651234 vsf', truckPermits: ['0123456-ct'] }, TODAY)).toEqual({});
    expect(normalizeTdlrNumber(' 006512345-c ')).toBe('006512345C');
  });

  it('names each field that is wrong, with the words to fix it', () => {
    const problems = credentialProblems(
      { ...VALID, companyLicence: 'ABC', operatorLicence: '12', truckPermits: [], insurancePolicy: '#', insuranceCarrier: ' ' },
      TODAY,
    );
    expect(Object.keys(problems)).toEqual(['companyLicence', 'operatorLicence', 'truckPermits', 'insuranceCarrier', 'insurancePolicy']);
    expect(problems.companyLicence).toMatch(/as it is printed on the licence/);
  });

  it('wants at least $500,000 of cover in whole cents', () => {
    expect(credentialProblems({ ...VALID, insuranceCoverageCents: MIN_COVERAGE_CENTS - 1 }, TODAY).insuranceCoverageCents).toMatch(/at least \$500,000/);
    expect(credentialProblems({ ...VALID, insuranceCoverageCents: 50_000_000.5 }, TODAY).insuranceCoverageCents).toBeDefined();
    expect(credentialProblems({ ...VALID, insuranceCoverageCents: 100_000_000 }, TODAY)).toEqual({});
  });

  it('wants expiry dates after today, and real ones', () => {
    expect(Object.keys(credentialProblems({ ...VALID, insuranceExpiresOn: TODAY, licenceExpiresOn: '2027-02-30' }, TODAY))).toEqual([
      'licenceExpiresOn',
      'insuranceExpiresOn',
    ]);
    expect(credentialProblems({ ...VALID, insuranceExpiresOn: '2026-11-27' }, TODAY)).toEqual({});
  });

  it('reads a coverage amount as typed, in whole cents', () => {
    expect(['$500,000', '500000', '1,000,000.50', ' $750000.00 '].map(parseCoverageCents)).toEqual([50_000_000, 50_000_000, 100_000_050, 75_000_000]);
    expect(['', 'five hundred', '500,00', '1e6', '-500000'].map(parseCoverageCents)).toEqual([null, null, null, null, null]);
  });

  it('reads today in Dallas, not in UTC', () => {
    expect(dallasDate(new Date('2026-11-26T02:00:00Z'))).toBe('2026-11-25');
    expect(dallasDate(new Date('2026-11-26T06:00:00Z'))).toBe('2026-11-26');
    // Across the spring change of clocks a day is still a day.
    expect(daysBetween('2027-03-13', '2027-03-15')).toBe(2);
  });

  it('counts a document lapsed today as a suspension before the morning check has run', () => {
    const provider = { networkStatus: 'active' as const, suspension: null, insuranceExpiresOn: '2027-03-01', licenceExpiresOn: '2027-09-30' };
    expect(standingOn(provider, '2027-02-28')).toBe('active');
    expect(standingOn(provider, '2027-03-01')).toBe('insurance_expired');
    expect(standingOn({ ...provider, networkStatus: 'under_review' }, '2027-02-28')).toBe('under_review');
    expect(standingOn({ ...provider, networkStatus: 'suspended', suspension: 'licence_expired' }, '2027-02-28')).toBe('licence_expired');
    expect(standingOn({ ...provider, insuranceExpiresOn: null, licenceExpiresOn: null }, '2030-01-01')).toBe('active');
    expect([dallasHour(new Date('2026-11-26T11:59:00Z')), dallasHour(new Date('2026-11-26T12:00:00Z'))]).toEqual([5, 6]);
  });

  it('reminds 14, 7 and 1 days before, and lapses on the expiry date', () => {
    const on = (today: string) => expiryStanding('2027-03-01', today);
    expect(on('2027-02-14')).toEqual({ state: 'fine' });
    expect(on('2027-02-15')).toEqual({ state: 'due', reminder: 14, daysLeft: 14 });
    expect(on('2027-02-20')).toEqual({ state: 'due', reminder: 14, daysLeft: 9 });
    expect(on('2027-02-22')).toEqual({ state: 'due', reminder: 7, daysLeft: 7 });
    expect(on('2027-02-28')).toEqual({ state: 'due', reminder: 1, daysLeft: 1 });
    expect(on('2027-03-01')).toEqual({ state: 'lapsed' });
    expect(on('2027-04-01')).toEqual({ state: 'lapsed' });
  });
});
