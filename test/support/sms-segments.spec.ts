import { isGsm7, nonGsm7Characters, smsSegments } from './sms-segments';

describe('smsSegments', () => {
  it('fits 160 GSM-7 characters in one segment and splits longer texts by 153', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('counts an extension character as two', () => {
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
  });

  it('falls back to UCS-2 sizes for a curly quote or an em dash', () => {
    expect(smsSegments(`it\u2019s ${'a'.repeat(70)}`)).toBe(2);
    expect(smsSegments('\u2014'.repeat(70))).toBe(1);
  });
});

describe('nonGsm7Characters', () => {
  it('names the characters that break GSM-7', () => {
    expect(nonGsm7Characters('Don\u2019t \u2014 go \u{1F697}')).toEqual(['\u2019', '\u2014', '\u{1F697}']);
    expect(isGsm7('Reply STOP to opt out. $30.00 @ 5:00 #rate')).toBe(true);
  });
});
