import { EventEmitter } from 'node:events';
import type { Job, Queue, QueueEvents } from 'bullmq';
import { DelayedJobAlarm } from './delayed-job-alarm';

describe('DelayedJobAlarm', () => {
  const promoted: string[] = [];
  let jobs: Map<string, Pick<Job, 'promote'>>;
  let events: EventEmitter & { close: jest.Mock };
  let alarm: DelayedJobAlarm;

  const aDelayedJob = (id: string, promote: () => Promise<void> = async () => void promoted.push(id)) => jobs.set(id, { promote });
  const delayed = (jobId: string, inMs: number) => events.emit('delayed', { jobId, delay: Date.now() + inMs }, '1-0');
  const settle = () => jest.advanceTimersByTimeAsync(0);

  beforeEach(() => {
    jest.useFakeTimers();
    promoted.length = 0;
    jobs = new Map();
    events = Object.assign(new EventEmitter(), { close: jest.fn(async () => undefined) });
    const queue = { getJob: async (id: string) => jobs.get(id) } as unknown as Queue;
    alarm = new DelayedJobAlarm(queue, events as unknown as QueueEvents);
    alarm.onApplicationBootstrap();
  });

  afterEach(() => jest.useRealTimers());

  it('promotes a delayed job when it falls due, not before', async () => {
    aDelayedJob('a');
    delayed('a', 250);

    await jest.advanceTimersByTimeAsync(249);
    expect(promoted).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(promoted).toEqual(['a']);
  });

  it('never promotes a job before the wall clock reaches its due time', async () => {
    aDelayedJob('a');
    delayed('a', 100);
    // The timer's clock and the wall clock disagree by a few milliseconds.
    jest.setSystemTime(Date.now() - 5);

    await jest.advanceTimersByTimeAsync(100);
    expect(promoted).toEqual([]);
    await jest.advanceTimersByTimeAsync(5);
    expect(promoted).toEqual(['a']);
  });

  it('follows a job delayed again, e.g. retried with backoff', async () => {
    aDelayedJob('a');
    delayed('a', 100);
    await jest.advanceTimersByTimeAsync(50);
    delayed('a', 5_000);

    await jest.advanceTimersByTimeAsync(4_999);
    expect(promoted).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(promoted).toEqual(['a']);
  });

  it('leaves a job the worker already took, or one that is gone, to BullMQ', async () => {
    aDelayedJob('taken', async () => Promise.reject(new Error('Job taken is not in the delayed state')));
    delayed('taken', 10);
    delayed('gone', 10);
    aDelayedJob('b');
    delayed('b', 20);

    await jest.advanceTimersByTimeAsync(20);
    expect(promoted).toEqual(['b']);
  });

  it('rings no more once the app shuts down', async () => {
    aDelayedJob('a');
    delayed('a', 100);
    await alarm.beforeApplicationShutdown();
    delayed('a', 100);

    await jest.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(promoted).toEqual([]);
    expect(events.close).toHaveBeenCalled();
  });
});
