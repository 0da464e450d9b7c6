import type { ValidationError, ValidationOptions } from 'class-validator';
import type { ErrorCode } from '../../contracts/error-codes';
import { AppError } from '../errors/app-error';

interface CodedContext {
  code: ErrorCode;
  title: string;
}

/** Decorator options whose failure answers with the spec's title and message under a shared code. */
export const coded = (code: ErrorCode, title: string, message: string): ValidationOptions => ({
  message,
  context: { code, title } satisfies CodedContext,
});

/** The first failure that carries a code, as the error the filter turns into a 400; null when none does. */
export function codedValidationError(errors: ValidationError[]): AppError | null {
  for (const error of errors) {
    for (const [constraint, context] of Object.entries(error.contexts ?? {})) {
      const { code, title } = context as CodedContext;
      const message = error.constraints?.[constraint];
      if (message) return new AppError('bad_request', code, message, undefined, title);
    }
  }
  return null;
}

/** Every failure's message, nested properties included, as the default pipe reports them. */
export function flattenMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...flattenMessages(error.children ?? [], path)];
  });
}
