export const RECOVERY_CODES_ADVICE = 'Keep these codes somewhere safe. Each one signs you in once if you lose your passkey and your phone.';

export const RECOVERY_CODES_FILE_NAME = 'dfw-roadside-recovery-codes.txt';

/** The downloaded file: whose codes, when they were made, the advice, then one code a line. */
export function recoveryCodesText(codes: readonly string[], email: string, madeAt: string): string {
  return [`DFW Roadside recovery codes for ${email}`, `Made ${madeAt}`, '', RECOVERY_CODES_ADVICE, '', ...codes, ''].join('\n');
}

/** For the clipboard: the codes alone, one a line. */
export const recoveryCodesList = (codes: readonly string[]) => codes.join('\n');
