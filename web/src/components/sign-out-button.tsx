import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** What signing out needs of its mutation: the desk's and the business portal's each end their own session. */
export interface SignOutMutation {
  mutateAsync: () => Promise<unknown>;
  isPending: boolean;
}

/** Toasts its own failure, so the button starts it without waiting on it. */
export function SignOutButton({ signOut, className }: { signOut: SignOutMutation; className?: string }) {
  async function handleClick() {
    try {
      await signOut.mutateAsync();
      toast.success('Signed Out', { description: 'You have been signed out.' });
    } catch {
      toast.error('Error', { description: 'Failed to sign out. Please try again.' });
    }
  }

  return (
    <Button variant="outline" className={className} disabled={signOut.isPending} onClick={() => void handleClick()}>
      Sign Out
    </Button>
  );
}
