import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/lib/toast';
import { useCreateAccount } from '../api/change-account';
import { accountPaths } from '../account-paths';
import { AccountForm } from './account-form';

/** Owners only: a new account opens on its own page, where its keys and people are added. */
export function NewAccountButton() {
  const [open, setOpen] = useState(false);
  const create = useCreateAccount();
  const navigate = useNavigate();

  return (
    <>
      <Button onClick={() => setOpen(true)}>New Account</Button>
      <FormDialog open={open} onOpenChange={setOpen} title="New Business Account" description="Its jobs skip the deposit and are billed on a monthly invoice." pending={create.isPending}>
        <AccountForm
          save={create.mutateAsync}
          pending={create.isPending}
          onSaved={(account) => {
            toast.success('Account Created', { description: `${account.name} can now be given API keys and people.` });
            setOpen(false);
            void navigate(accountPaths.account(account.id));
          }}
        />
      </FormDialog>
    </>
  );
}
