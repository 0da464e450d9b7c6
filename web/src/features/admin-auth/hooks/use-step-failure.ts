import { ERROR_CODES } from '@contracts/error-codes';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** A sign-in left too long starts again from the password; anything else the server refused is said where it happened. */
export function useStepFailure(onBack: () => void) {
  return (error: unknown, say: (problem: string) => void) => {
    if (isApiError(error) && error.code === ERROR_CODES.signInTimedOut) {
      toast.error('Sign In Timed Out', { description: error.message });
      onBack();
    } else if (isApiError(error) && error.isClientError) {
      say(error.message);
    } else {
      toast.error('Error', { description: 'An unexpected error occurred' });
    }
  };
}
