/**
 * A field the lifecycle guarantees at this point (the guards refuse the move without it), read
 * with a loud failure instead of a silent `null` if that promise is ever broken.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what} to be set at this point of the request's lifecycle`);
  return value;
}
