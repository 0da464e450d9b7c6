import { isPasskeyNotUsed, tidyAppCode, tidyRecoveryCode } from './passkey-ceremony';

describe('isPasskeyNotUsed', () => {
  it('reads a closed prompt or an aborted ceremony as a passkey not used', () => {
    expect(isPasskeyNotUsed(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }))).toBe(true);
    expect(isPasskeyNotUsed(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(true);
  });

  it('leaves any other failure to be said as it is', () => {
    expect(isPasskeyNotUsed(Object.assign(new Error('bad rp id'), { name: 'SecurityError' }))).toBe(false);
    expect(isPasskeyNotUsed('NotAllowedError')).toBe(false);
  });
});

describe('tidy codes', () => {
  it('sends an app code without its middle space and a recovery code as printed', () => {
    expect(tidyAppCode('123 456')).toBe('123456');
    expect(tidyRecoveryCode(' ABCDE-fghij ')).toBe('abcde-fghij');
  });
});
