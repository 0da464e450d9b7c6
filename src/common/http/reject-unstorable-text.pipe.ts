import { Injectable, PipeTransform } from '@nestjs/common';
import { ERROR_CODES } from '../../contracts/error-codes';
import { badRequest } from '../errors/app-error';

/**
 * PostgreSQL cannot store NUL characters, and a lone UTF-16 surrogate (a `\ud800` escape in JSON)
 * is no character at all and breaks validators that encode text; refuse both up front.
 */
@Injectable()
export class RejectUnstorableTextPipe implements PipeTransform {
  transform(value: unknown): unknown {
    if (containsUnstorableText(value)) {
      throw badRequest(ERROR_CODES.unstorableText, 'The request contains characters that cannot be stored.');
    }
    return value;
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Iterative, so no body can exhaust the stack here. */
function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  const seen = new WeakSet<object>();
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string' && isUnstorable(item)) return true;
    if (item === null || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    for (const [key, child] of Object.entries(item)) pending.push(key, child);
  }
  return false;
}
