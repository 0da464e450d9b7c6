import type { ReceiptView } from '@contracts/receipt-views';
import { PHOTO_LABEL_IDS, PHOTO_MESSAGE_IDS, RECEIPT_MESSAGE_IDS as WORDS } from '@contracts/shared-messages';
import { useIntl } from 'react-intl';
import { useReceiptTimes } from './receipt-words';

/** The photos the provider took at the car, each opening full size. */
export function ReceiptPhotos({ receipt }: { receipt: ReceiptView }) {
  const intl = useIntl();
  const { time } = useReceiptTimes();
  if (receipt.photos.length === 0) return null;
  return (
    <section aria-labelledby="receipt-photos" className="mt-5 border-t border-slate-200 pt-4 print:mt-3 print:break-inside-avoid print:pt-2">
      <h2 id="receipt-photos" className="mb-2 text-base font-semibold text-slate-900">
        {intl.formatMessage({ id: WORDS.photos })}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 print:grid-cols-6">
        {receipt.photos.map((photo) => {
          const label = intl.formatMessage({ id: PHOTO_LABEL_IDS[photo.stage] });
          const at = time(photo.takenAt);
          return (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
                <img
                  src={photo.url}
                  alt={intl.formatMessage({ id: PHOTO_MESSAGE_IDS.alt }, { label, time: at })}
                  className="aspect-[4/3] w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
                />
                <span className="sr-only">{intl.formatMessage({ id: 'payment.receipt.openPhoto' })}</span>
              </a>
              <p className="mt-1 text-xs text-slate-600">{intl.formatMessage({ id: PHOTO_MESSAGE_IDS.caption }, { label, time: at })}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
