import type { AccountMemberInviteBody, AccountMemberView } from '@contracts/account-views';
import { ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES } from '@domain/business-accounts';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { BoundField, FormTextField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, type FieldMarks } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { ACCOUNT_ROLE_DUTIES, checkMemberInvite, emptyMemberInvite, type MemberInviteValues } from '../lib/member-invite-form';

/** The people who sign in to the account's portal. */
export function AccountMembersList({ members }: { members: readonly AccountMemberView[] }) {
  if (members.length === 0) return <p className="text-sm text-slate-600">Nobody signs in for this account yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="People">
      {members.map((member) => (
        <li key={member.id} className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0 text-sm">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{member.name}</p>
            <p className="break-all text-slate-600">{member.email}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge tone="brand">{ACCOUNT_ROLE_LABELS[member.role]}</Badge>
            {!member.active && <Badge>Deactivated</Badge>}
          </div>
        </li>
      ))}
    </ul>
  );
}

const FIELDS: readonly string[] = ['name', 'email', 'phone', 'role'];

function serverMarks(error: unknown): FieldMarks<MemberInviteValues> | null {
  if (!isApiError(error)) return null;
  const named = Object.entries(error.fields ?? {}).filter(([field]) => FIELDS.includes(field));
  return named.length > 0 ? Object.fromEntries(named) : null;
}

type InviteMemberFormProps = { invite: (body: AccountMemberInviteBody) => Promise<unknown>; pending: boolean };

/** Texts the invitee a one-time link to choose a password and set up an authenticator app; they then sign in at /business. */
export function InviteMemberForm({ invite, pending }: InviteMemberFormProps) {
  const form = useCheckedForm({ defaultValues: emptyMemberInvite, check: checkMemberInvite });
  const prefix = useId();
  const role = useWatch({ control: form.control, name: 'role' });

  const handleSubmit = form.submit(async (body) => {
    try {
      await invite(body);
      toast.success(`Invitation sent to ${body.name}`, { description: 'They have 24 hours to open the texted link and set up their sign-in.' });
      form.reset(emptyMemberInvite);
    } catch (error) {
      if (isApiError(error, 401)) return;
      const marks = serverMarks(error);
      if (marks) form.markInvalid(marks);
      else toast.error('Invitation Not Sent', { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
    }
  }, pending);

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormTextField form={form} name="name" id={`${prefix}-name`} label="Name" required autoComplete="off" />
      <FormTextField form={form} name="email" id={`${prefix}-email`} label="Email" type="email" required autoComplete="off" />
      <FormTextField form={form} name="phone" id={`${prefix}-phone`} label="Mobile phone" type="tel" required autoComplete="off" hint="The invitation is texted to this number." />
      <BoundField form={form} name="role" id={`${prefix}-role`} label="Role" required hint={ACCOUNT_ROLE_DUTIES[role]}>
        {(control) => (
          <Select {...control}>
            {ACCOUNT_ROLES.map((option) => (
              <option key={option} value={option}>
                {ACCOUNT_ROLE_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </BoundField>
      <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
        {pending ? 'Sending...' : 'Send Invitation'}
      </Button>
    </form>
  );
}
