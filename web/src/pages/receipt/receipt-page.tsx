import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/spinner';
import { ReceiptDocument, useReceipt } from '@/features/payments';
import type { MessageId } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';
import { useReaderLanguage } from '@/i18n/use-reader-language';
import { isApiError } from '@/lib/api-client';

/** A completed job's itemized receipt, reached through the link texted at completion: the code in the address is the only key. */
export function ReceiptPage() {
  const intl = useIntl();
  const { receiptCode = '' } = useParams();
  const query = useReceipt(receiptCode);
  useReaderLanguage(query.data?.language);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      <title>{intl.formatMessage({ id: 'payment.receipt.documentTitle' })}</title>
      {query.data ? <ReceiptDocument receipt={query.data} /> : <ReceiptProblem query={query} missing={!receiptCode} />}
    </div>
  );
}

function ReceiptProblem({ query, missing }: { query: ReturnType<typeof useReceipt>; missing: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const say = (id: MessageId) => intl.formatMessage({ id });
  if (missing || isApiError(query.error, 404)) {
    return <PageState title={say('payment.receipt.notFound.title')} description={say('payment.receipt.notFound.description')} />;
  }
  if (isApiError(query.error, 410)) {
    return (
      <PageState
        icon="clock"
        title={say('payment.receipt.expired.title')}
        description={say('payment.receipt.expired.description')}
        supportLine={say('payment.receipt.callUs')}
      />
    );
  }
  if (query.isPending) return <PageLoading label={say('payment.receipt.loading')} />;
  const throttled = isApiError(query.error, 429);
  return (
    <PageState
      icon={throttled ? 'clock' : 'alert'}
      title={say(throttled ? 'payment.receipt.throttled.title' : 'payment.receipt.loadFailed.title')}
      description={throttled ? errorText(query.error) : say('payment.receipt.loadFailed.description')}
    >
      <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
        {say(query.isFetching ? 'payment.receipt.retrying' : 'payment.receipt.retry')}
      </Button>
    </PageState>
  );
}
