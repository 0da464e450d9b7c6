import { CallBatcher } from './call-batcher';

/** A batch function that records its batches and answers each input doubled once `release` is called. */
function heldDoubler() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const run = (inputs: number[]) => {
    batches.push(inputs);
    return new Promise<number[]>((resolve) => releases.push(() => resolve(inputs.map((n) => n * 2))));
  };
  return { batches, run, releaseNext: () => releases.shift()!() };
}

const untilBatches = async (batches: unknown[], count: number) => {
  while (batches.length < count) await new Promise((resolve) => setImmediate(resolve));
};

describe('CallBatcher', () => {
  it('runs the calls of one turn as one batch and answers each its own output', async () => {
    const doubler = heldDoubler();
    const batcher = new CallBatcher(doubler.run);

    const answers = Promise.all([batcher.call(1), batcher.call(2), batcher.call(3)]);
    await untilBatches(doubler.batches, 1);
    doubler.releaseNext();

    expect(await answers).toEqual([2, 4, 6]);
    expect(doubler.batches).toEqual([[1, 2, 3]]);
  });

  it('runs one batch at a time; the calls made meanwhile are the next batch', async () => {
    const doubler = heldDoubler();
    const batcher = new CallBatcher(doubler.run);

    const first = batcher.call(1);
    await untilBatches(doubler.batches, 1);
    const later = Promise.all([batcher.call(2), batcher.call(3)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(doubler.batches).toEqual([[1]]);

    doubler.releaseNext();
    expect(await first).toBe(2);
    await untilBatches(doubler.batches, 2);
    doubler.releaseNext();
    expect(await later).toEqual([4, 6]);
    expect(doubler.batches).toEqual([[1], [2, 3]]);
  });

  it('fails every call of a failed batch and carries on with the next', async () => {
    let fail = true;
    const batcher = new CallBatcher(async (inputs: number[]) => {
      if (fail) throw new Error('statement failed');
      return inputs;
    });

    const failed = [batcher.call(1), batcher.call(2)].map((call) => call.catch((error: Error) => error.message));
    expect(await Promise.all(failed)).toEqual(['statement failed', 'statement failed']);
    fail = false;
    expect(await batcher.call(3)).toBe(3);
  });

  it('splits a turn with more calls than the largest batch', async () => {
    const batches: number[][] = [];
    const batcher = new CallBatcher(async (inputs: number[]) => (batches.push(inputs), inputs), 2);

    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.call(n)))).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });
});
