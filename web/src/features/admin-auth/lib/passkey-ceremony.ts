/**
 * The browser's own refusal of a passkey ceremony: the person closed its prompt, it timed out, or no
 * passkey on this device is for this site. Chrome says all of these as NotAllowedError, on purpose.
 */
export const isPasskeyNotUsed = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** A recovery code as printed ('abcde-fghij'), read whatever the case and spaces it was typed in. */
export const tidyRecoveryCode = (typed: string) => typed.trim().toLowerCase().replace(/\s+/g, '');

/** A 6-digit code without the space apps show in its middle. */
export const tidyAppCode = (typed: string) => typed.replace(/\s/g, '');
