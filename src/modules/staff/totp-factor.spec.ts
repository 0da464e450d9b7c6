import { generate } from 'otplib';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp-factor';

describe('the authenticator-app factor', () => {
  const secret = newTotpSecret();
  const at = new Date('2026-11-28T12:00:10Z');
  const codeAt = (when: Date) => generate({ secret, epoch: Math.floor(when.getTime() / 1000) });
  const step = Math.floor(at.getTime() / 1000 / 30);

  it('takes the current code, and the one before or after for a phone whose clock is 30 s off', async () => {
    expect(await acceptedTotpStep(secret, await codeAt(at), at, null)).toBe(step);
    expect(await acceptedTotpStep(secret, await codeAt(new Date(at.getTime() - 30_000)), at, null)).toBe(step - 1);
    expect(await acceptedTotpStep(secret, await codeAt(new Date(at.getTime() + 30_000)), at, null)).toBe(step + 1);
  });

  it('refuses a code two steps away, a malformed one and another key’s', async () => {
    expect(await acceptedTotpStep(secret, await codeAt(new Date(at.getTime() - 90_000)), at, null)).toBeNull();
    expect(await acceptedTotpStep(secret, '12345', at, null)).toBeNull();
    expect(await acceptedTotpStep(secret, 'abcdef', at, null)).toBeNull();
    const other = newTotpSecret();
    expect(await acceptedTotpStep(secret, await generate({ secret: other, epoch: Math.floor(at.getTime() / 1000) }), at, null)).toBeNull();
  });

  it('takes a code once: not again, and not an older one after a newer', async () => {
    const code = await codeAt(at);
    const taken = await acceptedTotpStep(secret, code, at, null);
    expect(await acceptedTotpStep(secret, code, at, taken)).toBeNull();
    expect(await acceptedTotpStep(secret, await codeAt(new Date(at.getTime() - 30_000)), at, taken)).toBeNull();
  });

  it('writes the QR code’s address with the product and the person', () => {
    expect(totpUri(secret, 'dana@example.com')).toMatch(/^otpauth:\/\/totp\/DFW%20Roadside:dana%40example\.com\?secret=[A-Z2-7]+&issuer=DFW%20Roadside/);
  });
});
