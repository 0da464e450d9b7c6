import type { ReceiptView } from '@contracts/receipt-views';
import { RECEIPT_MESSAGE_IDS as WORDS, serviceLabelId } from '@contracts/shared-messages';
import { providerTrustName } from '@domain/provider-details';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '@/i18n/language-provider';
import { useReceiptTimes } from './receipt-words';

/** Who came, to what, where and when (at pickup, and at the drop-off: the job's completion there), and how their arrival was proven. */
export function ReceiptJobDetails({ receipt }: { receipt: ReceiptView }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { dateTime } = useReceiptTimes();
  const say = (id: (typeof WORDS)[keyof typeof WORDS], values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const serviceId = serviceLabelId(receipt.serviceType);
  const place = (address: string | null) => address ?? say(WORDS.sharedLocation);
  const verified = receipt.arrivalVerifiedAt
    ? say(receipt.arrivalVerifiedBy === 'dispatcher' ? WORDS.verifiedByDispatcher : WORDS.verifiedByCode, { time: dateTime(receipt.arrivalVerifiedAt) })
    : say(WORDS.notVerified);
  return (
    <section aria-labelledby="receipt-job" className="mt-5 border-t border-slate-200 pt-4 print:mt-3 print:pt-2">
      <h2 id="receipt-job" className="mb-2 text-base font-semibold text-slate-900">
        {say(WORDS.job)}
      </h2>
      <dl className="divide-y divide-slate-100 text-sm">
        <Line label={say(WORDS.service)}>{serviceId ? intl.formatMessage({ id: serviceId }) : receipt.serviceType}</Line>
        <Line label={say(WORDS.vehicle)}>{receipt.vehicle ?? say(WORDS.notGiven)}</Line>
        <Line label={say(WORDS.provider)}>
          {receipt.providerName === null ? say(WORDS.notGiven) : providerTrustName({ name: receipt.providerName, contactName: receipt.providerPerson }, language)}
        </Line>
        <Line label={say(WORDS.licence)}>{receipt.providerLicence ?? say(WORDS.notOnFile)}</Line>
        <Line label={say(WORDS.insurer)}>{receipt.providerInsurer ?? say(WORDS.notOnFile)}</Line>
        <Line label={say(WORDS.pickup)}>
          {place(receipt.pickupAddress)}
          {receipt.arrivedAt && <span className="block text-slate-600">{say(WORDS.arrivedAt, { time: dateTime(receipt.arrivedAt) })}</span>}
        </Line>
        {receipt.dropOff && (
          <Line label={say(WORDS.dropOff)}>
            {place(receipt.dropOff.address)}
            <span className="block text-slate-600">{say(WORDS.droppedOffAt, { time: dateTime(receipt.completedAt) })}</span>
          </Line>
        )}
        <Line label={say(WORDS.completed)}>{dateTime(receipt.completedAt)}</Line>
        <Line label={say(WORDS.arrivalVerified)}>{verified}</Line>
      </dl>
    </section>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4 print:grid-cols-[10rem_1fr] print:gap-4 print:py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
