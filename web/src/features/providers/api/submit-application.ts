import type { ApplicationReceivedView } from '@contracts/network-views';
import { useMutation } from '@tanstack/react-query';
import { postFormWithProgress } from '@/lib/upload-form';

export const useSubmitApplication = (onProgress: (sent: number) => void) =>
  useMutation({
    mutationFn: (form: FormData) => postFormWithProgress<ApplicationReceivedView>('/api/provider-applications', form, { onProgress }),
  });
