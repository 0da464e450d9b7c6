import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSignOut } from '../api/sign-out';

/** On success the session query becomes null; the admin guard then leaves for the login page. */
export function SignOutButton({ className }: { className?: string }) {
  const signOut = useSignOut();

  // Toasts its own failure, so the button starts it without waiting on it.
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
