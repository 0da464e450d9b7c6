import type { BusinessAccountView } from '@contracts/account-views';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/lib/toast';
import { useUpdateAccount } from '../api/change-account';
import { AccountForm } from './account-form';

/** Owners only: the account's terms, changed in place. */
export function EditAccountButton({ account }: { account: BusinessAccountView }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateAccount(account.id);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Edit Account
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={`Edit ${account.name}`} pending={update.isPending}>
        <AccountForm
          account={account}
          save={update.mutateAsync}
          pending={update.isPending}
          onSaved={(saved) => {
            toast.success('Account Saved', { description: `${saved.name} is saved.` });
            setOpen(false);
          }}
        />
      </FormDialog>
    </>
  );
}
