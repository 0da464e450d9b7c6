import { Injectable, PipeTransform } from '@nestjs/common';
import { badRequest } from '../errors/app-error';

/** PostgreSQL cannot store NUL characters; refuse them up front instead of failing on insert. */
@Injectable()
export class RejectUnstorableTextPipe implements PipeTransform {
  transform(value: unknown): unknown {
    if (containsNul(value)) {
      throw badRequest('unstorable_text', 'The request contains characters that cannot be stored.');
    }
    return value;
  }
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
