import type { AccountMemberInviteBody } from '@contracts/account-views';
import type { AccountRole } from '@domain/business-accounts';
import type { FieldMarks, FormCheck } from '@/lib/forms';

export type MemberInviteValues = { name: string; email: string; phone: string; role: AccountRole };

export const emptyMemberInvite: MemberInviteValues = { name: '', email: '', phone: '', role: 'requester' };

const BLANK: Record<Exclude<keyof MemberInviteValues, 'role'>, string> = {
  name: 'Please enter their name',
  email: 'Please enter a valid email',
  phone: 'Please enter their mobile number',
};

/** What each account role may do on the portal, in words, for whoever picks one. */
export const ACCOUNT_ROLE_DUTIES: Record<AccountRole, string> = {
  account_admin: 'Account admins send jobs, see invoices, and manage API keys, webhooks and people.',
  requester: 'Requesters send and follow jobs, and see invoices.',
};

/** Blank fields are marked here; a real email and a US mobile number are the server's to judge. */
export function checkMemberInvite(values: MemberInviteValues): FormCheck<MemberInviteValues, AccountMemberInviteBody> {
  const fields: FieldMarks<MemberInviteValues> = {};
  for (const field of ['name', 'email', 'phone'] as const) if (values[field].trim() === '') fields[field] = BLANK[field];
  if (Object.keys(fields).length > 0) return { problem: { fields } };
  return { values: { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), role: values.role } };
}
