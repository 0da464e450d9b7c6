import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { join } from 'node:path';

/**
 * The web build's /assets files carry a content hash in their names, so a browser may keep them for
 * good. They are served ahead of the page headers: a script needs no content security policy of its
 * own, and on a slow phone connection those headers would cost about a kilobyte per file.
 */
export function hashedAssets(webDist: string): RequestHandler {
  const files = express.static(join(webDist, 'assets'), {
    immutable: true,
    maxAge: '365d',
    etag: false,
    lastModified: false,
    index: false,
    redirect: false,
    setHeaders: (response: Response) => {
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    },
  });
  // A file an older build named is gone: a 404, never the web app's HTML under a script's name.
  return (request: Request, response: Response, next: NextFunction) =>
    files(request, response, (error?: unknown) => {
      if (error) return next(error);
      response.status(404).json({ statusCode: 404, error: 'Not Found', message: MISSING_ASSET });
    });
}

const MISSING_ASSET = 'This file belongs to an older version of the site. Reload the page to get the current one.';
