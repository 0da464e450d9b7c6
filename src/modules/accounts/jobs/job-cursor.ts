import { AccountErrors } from '../account-errors';

/** Where a page of jobs ended: opaque to the partner, so the order it follows can change without breaking them. */
export interface JobCursor {
  createdAt: Date;
  id: string;
}

export const encodeCursor = ({ createdAt, id }: JobCursor): string => Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string): JobCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const createdAt = new Date(typeof at === 'string' ? at : NaN);
    if (Number.isNaN(createdAt.getTime()) || typeof id !== 'string' || !UUID.test(id)) throw AccountErrors.invalidCursor();
    return { createdAt, id };
  } catch {
    throw AccountErrors.invalidCursor();
  }
}
