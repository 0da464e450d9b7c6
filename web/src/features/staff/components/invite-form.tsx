import { ERROR_CODES } from '@contracts/error-codes';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { BoundField, FormTextField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, type FieldMarks } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useInviteStaff } from '../api/change-staff';
import { checkInvite, emptyInvite, type InviteFormValues } from '../lib/invite-form';
import { ROLE_DUTIES, RoleOptions } from './role-options';

const FIELDS: readonly (keyof InviteFormValues)[] = ['name', 'email', 'phone', 'role'];

/** The server's refusal as marks under the fields it names; an email already on the staff marks the email. */
function serverMarks(error: unknown): FieldMarks<InviteFormValues> | null {
  if (!isApiError(error)) return null;
  if (error.code === ERROR_CODES.staffEmailTaken) return { email: error.message };
  const named = Object.entries(error.fields ?? {}).filter(([field]) => (FIELDS as readonly string[]).includes(field));
  return named.length > 0 ? Object.fromEntries(named) : null;
}

/** Texts the invitee a one-time link to set their password and authenticator app. */
export function InviteForm() {
  const invite = useInviteStaff();
  const form = useCheckedForm({ defaultValues: emptyInvite, check: checkInvite });
  const prefix = useId();
  const idOf = (field: keyof InviteFormValues) => `${prefix}-${field}`;
  const role = useWatch({ control: form.control, name: 'role' });

  const handleSubmit = form.submit(async (body) => {
    try {
      await invite.mutateAsync(body);
      toast.success(`Invitation sent to ${body.name}`, { description: 'They have 24 hours to open the link and set up their account.' });
      form.reset(emptyInvite);
    } catch (error) {
      if (isApiError(error, 401)) return;
      const marks = serverMarks(error);
      if (marks) form.markInvalid(marks);
      else toast.error('Invitation Not Sent', { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
    }
  }, invite.isPending);

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormTextField form={form} name="name" id={idOf('name')} label="Name" required autoComplete="off" />
      <FormTextField form={form} name="email" id={idOf('email')} label="Email" type="email" required autoComplete="off" />
      <FormTextField form={form} name="phone" id={idOf('phone')} label="Mobile phone" type="tel" required autoComplete="off" hint="The invitation is texted to this number." />
      <BoundField form={form} name="role" id={idOf('role')} label="Role" required hint={ROLE_DUTIES[role]}>
        {(control) => (
          <Select {...control}>
            <RoleOptions />
          </Select>
        )}
      </BoundField>
      <Button type="submit" className="w-full sm:w-auto" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send Invitation'}
      </Button>
    </form>
  );
}
