import type { ProviderPageView, ProviderPayoutsView } from '@contracts/offer-views';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { chosenLanguage } from '@/i18n/device-language';
import { useLanguage } from '@/i18n/language-provider';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useStartPayouts } from '../api/provider-payouts';

/** How the payout details page sends the provider back: done ('back'), or its link had expired ('again'). */
const RETURN_PARAM = 'payouts';

type PayoutStatus = ProviderPayoutsView['status'];

/**
 * 'Get paid by card jobs' and 'Finish payout details': the page asks for the payout details page and
 * goes there. Back from it (`?payouts=back`) the page is read again and a toast says whether the
 * payouts are on; a link that had expired (`?payouts=again`) is asked for afresh and followed.
 */
export function useProviderPagePayouts(code: string, page: ProviderPageView | undefined, refetch: () => Promise<{ data?: ProviderPageView }>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const start = useStartPayouts(code);
  const [leaving, setLeaving] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const [returned] = useState(() => searchParams.get(RETURN_PARAM));
  const handled = useRef(false);
  // The status read after coming back, until its toast is shown in the page's language.
  const [checked, setChecked] = useState<PayoutStatus | undefined>(undefined);
  const toasted = useRef(false);
  const { language } = useLanguage();

  const open = useCallback(async () => {
    if (start.isPending || leaving) return;
    try {
      const { url } = await start.mutateAsync();
      // The page stays busy while the browser leaves for the payout details page.
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      const fallback = isApiError(error) && error.isClientError ? undefined : intl.formatMessage({ id: 'providerPage.toast.payoutsFailed.description' });
      toast.error(intl.formatMessage({ id: 'providerPage.toast.payoutsFailed.title' }), { description: errorText(error, fallback) });
    }
  }, [start, leaving, intl, errorText]);

  // Once the page is here: the address loses its marker (a reload says nothing again), and the answer is read.
  useEffect(() => {
    if (handled.current || !returned || !page) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        params.delete(RETURN_PARAM);
        return params;
      },
      { replace: true },
    );
    if (returned === 'again') void open();
    else if (returned === 'back') void refetch().then(({ data }) => setChecked(data?.payouts.status ?? page.payouts.status));
  }, [returned, page, setSearchParams, open, refetch]);

  // The toast waits for the page to be in the provider's language (the roster's, unless this phone chose one).
  useEffect(() => {
    if (checked === undefined || toasted.current || !page) return;
    if (language !== (chosenLanguage() ?? page.providerLanguage)) return;
    toasted.current = true;
    if (checked === 'on') {
      toast.success(intl.formatMessage({ id: 'providerPage.toast.payoutsOn.title' }), {
        description: intl.formatMessage({ id: 'providerPage.toast.payoutsOn.description' }),
      });
    } else {
      toast.warning(intl.formatMessage({ id: 'providerPage.toast.payoutsNeedDetails.title' }), {
        description: intl.formatMessage({ id: 'providerPage.toast.payoutsNeedDetails.description' }),
      });
    }
  }, [checked, page, language, intl]);

  return { pending: start.isPending || leaving, open: () => void open() };
}
