import { RECOVERY_CODES_ADVICE, recoveryCodesList, recoveryCodesText } from './recovery-codes-file';

describe('recoveryCodesText', () => {
  it('names whose codes they are and when they were made, gives the advice, then one code a line', () => {
    const text = recoveryCodesText(['abcde-fghij', 'klmno-pqrst'], 'dana@example.com', 'Nov 29, 2026, 9:05 AM CST');
    expect(text.split('\n')).toEqual([
      'DFW Roadside recovery codes for dana@example.com',
      'Made Nov 29, 2026, 9:05 AM CST',
      '',
      RECOVERY_CODES_ADVICE,
      '',
      'abcde-fghij',
      'klmno-pqrst',
      '',
    ]);
  });
});

describe('recoveryCodesList', () => {
  it('copies the codes alone, one a line', () => {
    expect(recoveryCodesList(['abcde-fghij', 'klmno-pqrst'])).toBe('abcde-fghij\nklmno-pqrst');
  });
});
