import { createHash } from 'node:crypto';

/**
 * What is stored of a standing capability code: its SHA-256. A leaked table (or backup) then opens
 * no provider's page; the code itself exists only in the text that carried it.
 */
export const capabilityDigest = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex');
