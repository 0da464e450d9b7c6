import { newRecoveryCodes, readRecoveryCode, recoveryCodeHash } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten different codes that read back as themselves', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(readRecoveryCode(code)).toBe(code);
    }
  });

  it('forgives case, spaces and a missing dash, and refuses what cannot be a code', () => {
    expect(readRecoveryCode(' ABCDE fghjk ')).toBe('abcde-fghjk');
    expect(readRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
    expect(readRecoveryCode('123456')).toBeNull();
    expect(readRecoveryCode('abcde-fghj0')).toBeNull();
    expect(readRecoveryCode('abcde-fghjkm')).toBeNull();
  });

  it('hashes a code the same way every time, and two codes differently', () => {
    expect(recoveryCodeHash('abcde-fghjk')).toBe(recoveryCodeHash('abcde-fghjk'));
    expect(recoveryCodeHash('abcde-fghjk')).not.toBe(recoveryCodeHash('abcde-fghjm'));
  });
});
