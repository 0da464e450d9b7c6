import { useIntl } from 'react-intl';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSetDuty } from '../api/provider-page';

/** The duty switch's change, told in a toast; a refusal (a paused account) says why. */
export function useProviderPageDuty(code: string) {
  const intl = useIntl();
  const errorText = useErrorText();
  const duty = useSetDuty(code);

  async function toggle(onDuty: boolean) {
    if (duty.isPending) return;
    try {
      await duty.mutateAsync(onDuty);
      toast.success(intl.formatMessage({ id: onDuty ? 'providerPage.toast.onDuty.title' : 'providerPage.toast.offDuty.title' }), {
        description: intl.formatMessage({ id: onDuty ? 'providerPage.toast.onDuty.description' : 'providerPage.toast.offDuty.description' }),
      });
    } catch (error) {
      const fallback = isApiError(error) && error.isClientError ? undefined : intl.formatMessage({ id: 'providerPage.toast.dutyFailed.description' });
      toast.error(intl.formatMessage({ id: 'providerPage.toast.dutyFailed.title' }), { description: errorText(error, fallback) });
    }
  }

  return { pendingOnDuty: duty.isPending ? (duty.variables ?? null) : null, toggle: (onDuty: boolean) => void toggle(onDuty) };
}
