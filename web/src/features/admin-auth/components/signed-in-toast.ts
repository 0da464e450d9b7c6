import { toast } from '@/lib/toast';

/** The same words whichever step signs in. */
export const toastSignedIn = () => toast.success('Success', { description: 'Signed in successfully' });
