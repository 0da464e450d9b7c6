import type { FormCheck, FieldMarks } from '@/lib/forms';
import type { AcceptInvitationBody } from '../api/invitation';

export type JoinFormValues = { password: string; code: string };

/** The server's own length (password-rule.ts); it also refuses the commonest passwords, which it names. */
export const MIN_PASSWORD_LENGTH = 12;

export const JOIN_MESSAGES = {
  noPassword: 'Please choose a password',
  shortPassword: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  code: 'Enter the 6-digit code your authenticator app shows now.',
} as const;

/** Spaces the app puts in the middle of a code ('123 456') are not part of it. */
export const codeDigits = (code: string) => code.replace(/\s/g, '');

export function checkJoin(values: JoinFormValues): FormCheck<JoinFormValues, AcceptInvitationBody> {
  const fields: FieldMarks<JoinFormValues> = {};
  if (values.password === '') fields.password = JOIN_MESSAGES.noPassword;
  else if (values.password.length < MIN_PASSWORD_LENGTH) fields.password = JOIN_MESSAGES.shortPassword;
  const code = codeDigits(values.code);
  if (!/^\d{6}$/.test(code)) fields.code = JOIN_MESSAGES.code;
  if (Object.keys(fields).length > 0) return { problem: { fields } };
  return { values: { password: values.password, code } };
}
