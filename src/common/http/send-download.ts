import type { FastifyReply } from 'fastify';

/** A file the API hands over as a download: an invoice's PDF or CSV, a job's receipt. */
export interface Download {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** Sends a file as an attachment nobody caches. */
export function sendDownload(response: FastifyReply, file: Download): void {
  void response
    .status(200)
    .headers({
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(file.body);
}
