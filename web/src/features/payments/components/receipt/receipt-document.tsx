import type { ReceiptView } from '@contracts/receipt-views';
import { RECEIPT_MESSAGE_IDS as WORDS } from '@contracts/shared-messages';
import { useIntl } from 'react-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { useLanguage } from '@/i18n/language-provider';
import { formatPhone } from '@/lib/display-format';
import { ReceiptCharges } from './receipt-charges';
import { ReceiptJobDetails } from './receipt-job-details';
import { ReceiptPhotos } from './receipt-photos';
import { useReceiptTimes } from './receipt-words';

/** The whole receipt, laid out to read on a phone and to print on one page. */
export function ReceiptDocument({ receipt }: { receipt: ReceiptView }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { dateTime } = useReceiptTimes();
  const phone = formatPhone(receipt.business.phone);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-lg font-bold text-slate-900">{receipt.business.name}</p>
          <a href={`tel:${receipt.business.phone}`} className="text-sm text-brand-700 underline tabular-nums print:text-slate-700 print:no-underline">
            {phone}
          </a>
          <h1 className="mt-3 text-2xl font-bold text-slate-900">{intl.formatMessage({ id: WORDS.title })}</h1>
          <p className="text-sm text-slate-600">
            {intl.formatMessage({ id: WORDS.number }, { number: receipt.number })} ·{' '}
            {intl.formatMessage({ id: WORDS.issued }, { date: dateTime(receipt.issuedAt) })}
          </p>
        </div>
        <div role="group" aria-label={intl.formatMessage({ id: 'payment.receipt.actions' })} className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            {intl.formatMessage({ id: 'payment.receipt.print' })}
          </Button>
          <a href={`${receipt.pdfPath}?lang=${language}`} className={buttonClasses('primary')} download>
            {intl.formatMessage({ id: 'payment.receipt.downloadPdf' })}
          </a>
        </div>
      </header>
      <ReceiptJobDetails receipt={receipt} />
      <ReceiptCharges receipt={receipt} />
      <ReceiptPhotos receipt={receipt} />
      <footer className="mt-6 space-y-1 text-xs text-slate-600 print:mt-3">
        <p>{intl.formatMessage({ id: WORDS.questions }, { phone, number: receipt.number })}</p>
        <p>{intl.formatMessage({ id: WORDS.keptUntil }, { date: dateTime(receipt.expiresAt) })}</p>
      </footer>
    </article>
  );
}
