import type { ProviderDocumentView } from '@contracts/network-views';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { formatDateTime } from '@/lib/display-format';

type DocumentLinksProps = {
  documents: readonly ProviderDocumentView[];
  /** Adds when each was uploaded, where a provider's documents pile up over renewals. */
  showUploaded?: boolean;
  /** A thumbnail would not load, most likely because its ten-minute link lapsed. */
  onBroken?: () => void;
};

/** 'Certificate of insurance (PDF)', 'Licence photo 1', …: each numbered within its kind when there are several. */
function documentLabels(documents: readonly ProviderDocumentView[]): string[] {
  const certificates = documents.filter((document) => document.kind === 'insurance_certificate').length;
  const seen = { insurance_certificate: 0, licence_photo: 0 };
  return documents.map((document) => {
    const number = ++seen[document.kind];
    if (document.kind === 'licence_photo') return `Licence photo ${number}`;
    const format = document.contentType === 'application/pdf' ? 'PDF' : 'photo';
    return `Certificate of insurance${certificates > 1 ? ` ${number}` : ''} (${format})`;
  });
}

/** The documents as links that open in a new tab; photos with a small thumbnail. */
export function DocumentLinks({ documents, showUploaded = false, onBroken }: DocumentLinksProps) {
  if (documents.length === 0) return <p className="text-sm text-slate-600">No documents on file.</p>;
  const labels = documentLabels(documents);
  return (
    <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {documents.map((document, index) => (
        <li key={document.id}>
          <a
            href={document.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-200 bg-white px-2 py-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:bg-slate-50 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
          >
            {document.contentType.startsWith('image/') && (
              <img src={document.url} alt="" loading="lazy" decoding="async" onError={onBroken} className="size-10 shrink-0 rounded bg-slate-100 object-cover" />
            )}
            <span>
              {labels[index]}
              {showUploaded && <span className="block text-xs font-normal text-slate-600">Uploaded {formatDateTime(document.uploadedAt)}</span>}
            </span>
            <span className="sr-only"> (opens in a new tab)</span>
            <ExternalLinkIcon className="size-4 shrink-0" />
          </a>
        </li>
      ))}
    </ul>
  );
}
