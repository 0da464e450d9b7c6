import type { StaffRole } from '@domain/staff-roles';
import type { FormCheck, FieldMarks } from '@/lib/forms';
import type { InviteStaffBody } from '../api/change-staff';

export type InviteFormValues = { name: string; email: string; phone: string; role: StaffRole };

export const emptyInvite: InviteFormValues = { name: '', email: '', phone: '', role: 'dispatcher' };

/** The server's words for a blank field, so the page and the server say the same. */
const BLANK: Record<Exclude<keyof InviteFormValues, 'role'>, string> = {
  name: 'Please enter their name',
  email: 'Please enter a valid email',
  phone: 'Please enter their mobile number',
};

/** Blank fields are marked here; the rest (a real email, a US mobile number) is the server's to judge. */
export function checkInvite(values: InviteFormValues): FormCheck<InviteFormValues, InviteStaffBody> {
  const fields: FieldMarks<InviteFormValues> = {};
  for (const field of ['name', 'email', 'phone'] as const) if (values[field].trim() === '') fields[field] = BLANK[field];
  if (Object.keys(fields).length > 0) return { problem: { fields } };
  return { values: { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), role: values.role } };
}
