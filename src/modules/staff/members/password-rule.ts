import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 12;

let common: Set<string> | null = null;

/** The commonest passwords (some 49,000), the first ones a guesser tries; read once, when first asked. */
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()));
  return common;
}

/** Why a new staff password is refused, in words a person can act on; null when it is good. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (commonPasswords().has(password.toLowerCase())) return 'That password is one of the most common ones and is guessed first. Choose another.';
  return null;
}
