import type { ProviderView } from '@contracts/provider-views';
import { useState } from 'react';
import { ReasonForm } from '@/components/reason-form';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReinstateProvider } from '../../../api/provider-network';
import { toastRefusal } from './refusal-toast';

type ReinstateProviderProps = {
  provider: ProviderView;
  /** Where focus goes once the provider is active again and this button is gone. */
  fallbackFocus: () => HTMLElement | null;
};

/** Lets a suspended or under-review provider take jobs again, with the dispatcher's reason on the record. */
export function ReinstateProvider({ provider, fallbackFocus }: ReinstateProviderProps) {
  const reinstate = useReinstateProvider();
  const [open, setOpen] = useState(false);

  async function send(reason: string) {
    try {
      await reinstate.mutateAsync({ providerId: provider.id, reason });
      toast.success('Provider Reinstated', { description: `${provider.name} can be offered and assigned jobs again, and was texted so.` });
      setOpen(false);
    } catch (error) {
      toastRefusal(error, 'Provider Not Reinstated', 'The provider could not be reinstated. Check your connection and try again.');
      // Documents lapsed or already active: the reason cannot change that, and the standing shows why.
      if (isApiError(error, 409)) setOpen(false);
    }
  }

  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`Reinstate ${provider.name}`}>
        Reinstate
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={`Reinstate ${provider.name}?`}
        description="They can be offered and assigned jobs again, and are texted so."
        pending={reinstate.isPending}
        fallbackFocus={fallbackFocus}
      >
        <ReasonForm
          hint="Kept in the provider's history, e.g. renewed certificate checked with the insurer."
          askWhy="Say why you are reinstating the provider"
          submitLabel="Reinstate"
          pendingLabel="Reinstating…"
          pending={reinstate.isPending}
          onSubmit={send}
        />
      </FormDialog>
    </>
  );
}
