import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { usePortalSignOut } from '../api/sign-out';

/** On success the portal's `me` becomes null and the portal shows its sign-in. */
export function PortalSignOutButton({ className }: { className?: string }) {
  const signOut = usePortalSignOut();

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
