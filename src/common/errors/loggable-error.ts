import { DriverException } from '@mikro-orm/core';

type PgErrorFields = { code?: string; table?: string; column?: string; constraint?: string; routine?: string };

/**
 * What the log may say of an error nobody expected. A database error's message carries the query
 * with its values and its detail quotes the failing row (phones, emails, addresses, names), so of
 * those only where and why it failed is kept, with the stack below the message.
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return `Unexpected ${typeof error} thrown`;
  if (!(error instanceof DriverException)) return error.stack ?? `${error.name}: ${error.message}`;
  const { code, table, column, constraint, routine } = error as DriverException & PgErrorFields;
  const where = Object.entries({ code, table, column, constraint, routine })
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return [`${error.name} (database error; its message and values are not logged) ${where}`, ...frames].join('\n');
}
