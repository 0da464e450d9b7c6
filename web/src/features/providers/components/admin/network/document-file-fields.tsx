import { APPLICANT_MESSAGES, MAX_DOCUMENT_BYTES, MAX_LICENCE_PHOTOS } from '@domain/provider-applications';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type DocumentFiles = { insuranceCertificate: File | null; licencePhotos: File[] };
export type DocumentFileField = keyof DocumentFiles;
export type FileProblem = { field: DocumentFileField; text: string };

export const NO_FILES: DocumentFiles = { insuranceCertificate: null, licencePhotos: [] };

/** The API's limits, checked before anything is sent: at least one file, each within 10 MB. */
export function fileProblem({ insuranceCertificate, licencePhotos }: DocumentFiles): FileProblem | null {
  if (!insuranceCertificate && licencePhotos.length === 0) {
    return { field: 'insuranceCertificate', text: 'Add the certificate of insurance or a licence photo that shows these details.' };
  }
  if (insuranceCertificate && insuranceCertificate.size > MAX_DOCUMENT_BYTES) return { field: 'insuranceCertificate', text: APPLICANT_MESSAGES.insurance_certificate };
  if (licencePhotos.length > MAX_LICENCE_PHOTOS || licencePhotos.some((photo) => photo.size > MAX_DOCUMENT_BYTES)) {
    return { field: 'licencePhotos', text: APPLICANT_MESSAGES.licence_photo };
  }
  return null;
}

type DocumentFileFieldsProps = {
  idOf: (field: DocumentFileField) => string;
  files: DocumentFiles;
  problem: FileProblem | null;
  disabled: boolean;
  onChange: (files: DocumentFiles) => void;
};

/** The certificate (a photo or a PDF) and up to four licence photos. */
export function DocumentFileFields({ idOf, files, problem, disabled, onChange }: DocumentFileFieldsProps) {
  const errorOf = (field: DocumentFileField) => (problem?.field === field ? problem.text : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FileInput
        id={idOf('insuranceCertificate')}
        label="Certificate of insurance"
        hint="A photo or a PDF, up to 10 MB."
        accept="image/*,application/pdf"
        error={errorOf('insuranceCertificate')}
        disabled={disabled}
        onFiles={(chosen) => onChange({ ...files, insuranceCertificate: chosen[0] ?? null })}
      />
      <FileInput
        id={idOf('licencePhotos')}
        label="Licence photos"
        hint={`Up to ${MAX_LICENCE_PHOTOS} photos, 10 MB each.`}
        accept="image/*"
        multiple
        error={errorOf('licencePhotos')}
        disabled={disabled}
        onFiles={(chosen) => onChange({ ...files, licencePhotos: chosen })}
      />
    </div>
  );
}

type FileInputProps = {
  id: string;
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  error?: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
};

function FileInput({ id, label, hint, accept, multiple = false, error, disabled, onFiles }: FileInputProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
          className="h-auto scroll-mt-28 py-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold file:text-slate-800 aria-invalid:border-red-600"
        />
      )}
    </FormField>
  );
}
