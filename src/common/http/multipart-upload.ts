import type { FastifyRequest } from 'fastify';

export interface UploadedPart {
  buffer: Buffer;
  originalname: string;
  mimetype: string;
  size: number;
}

export interface UploadRules {
  /** The file fields taken, each with how many files it may carry. */
  files: Readonly<Record<string, number>>;
  limits: { fileSize: number; files: number; fields: number; fieldSize?: number };
}

export interface ReadUpload {
  fields: Record<string, string>;
  files: Record<string, UploadedPart[]>;
}

/** Why an upload was not read: a file over the size limit, or a form that does not parse or breaks a rule. */
export class UploadRefused extends Error {
  constructor(readonly tooLarge: boolean) {
    super(tooLarge ? 'A file is over the size limit.' : 'The form could not be read.');
  }
}

/**
 * Reads a multipart upload into memory within its rules, as the routes' handlers take it (form
 * fields as the body, files by field). Null when the request carries no multipart body.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<ReadUpload | null> {
  if (!request.isMultipart()) return null;
  const upload: ReadUpload = { fields: Object.create(null) as Record<string, string>, files: Object.create(null) as Record<string, UploadedPart[]> };
  try {
    for await (const part of request.parts({ limits: rules.limits })) {
      if (part.type === 'file') {
        const taken = (upload.files[part.fieldname] ??= []);
        if (taken.length >= (rules.files[part.fieldname] ?? 0)) throw new UploadRefused(false);
        const buffer = await part.toBuffer();
        taken.push({ buffer, originalname: part.filename, mimetype: part.mimetype, size: buffer.length });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new UploadRefused(false);
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // The rest of the body is let go unread, so that the refusal reaches the client.
    request.raw.resume();
    throw error instanceof UploadRefused ? error : new UploadRefused((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE');
  }
  return upload;
}
