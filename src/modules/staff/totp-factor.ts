import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'DFW Roadside';
/** A code from the step before or after is taken too: a phone's clock may be 30 s off. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** What an authenticator app's QR code holds. */
export const totpUri = (secret: string, email: string): string => generateURI({ issuer: ISSUER, label: email, secret });

/**
 * The time step a 6-digit code was made for, if it is right at `at` and newer than the last one
 * taken (a code is good once); null otherwise.
 */
export async function acceptedTotpStep(secret: string, code: string, at: Date, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
