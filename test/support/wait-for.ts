/** Polls until `check` returns a truthy value; fails with the last value after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T>, timeoutMs = 15_000, intervalMs = 50): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await check();
  while (!last) {
    if (Date.now() > deadline) throw new Error(`waitFor timed out; last value: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    last = await check();
  }
  return last as NonNullable<T>;
}
