import { Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import { RedisConnectionWatch } from './redis-connection-watch';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });

describe(RedisConnectionWatch.name, () => {
  let warn: jest.SpyInstance;
  let log: jest.SpyInstance;
  let watch: RedisConnectionWatch;
  const client = Object.assign(new EventEmitter(), { status: 'ready' });
  const queue = new EventEmitter();

  beforeEach(() => {
    jest.useFakeTimers();
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation();
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation();
    client.removeAllListeners();
    queue.removeAllListeners();
    client.status = 'ready';
    watch = new RedisConnectionWatch('127.0.0.1:6379');
    watch.watch(client as unknown as Redis);
    watch.listen(queue, 'queue sms');
  });

  afterEach(() => {
    watch.stop();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('logs an outage once however many connections retry, and once when Redis is back', () => {
    client.status = 'reconnecting';
    client.emit('reconnecting');
    for (let attempt = 0; attempt < 20; attempt++) {
      client.emit('error', refused());
      queue.emit('error', refused());
      jest.advanceTimersByTime(500);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ redis: '127.0.0.1:6379', reason: 'the connection was lost' }));
    expect(watch.unreachable).toBe(true);

    client.status = 'ready';
    jest.advanceTimersByTime(10_000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ msg: 'Redis is reachable again', downForSeconds: 13 }));
    expect(watch.unreachable).toBe(false);
  });

  it('waits for the shared client, not only for quiet', () => {
    queue.emit('error', refused());
    jest.advanceTimersByTime(10_000);
    expect(log).toHaveBeenCalledTimes(1);

    client.status = 'connecting';
    queue.emit('error', refused());
    jest.advanceTimersByTime(10_000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(watch.unreachable).toBe(true);
  });

  it('logs other errors as they come', () => {
    queue.emit('error', new Error('Missing key for job 42. moveToFinished'));
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ source: 'queue sms', reason: 'Missing key for job 42. moveToFinished' }));
    expect(watch.unreachable).toBe(false);
  });

  it('tells the jobs an outage lost with its data once, with the outage, instead of one warning each', () => {
    client.status = 'reconnecting';
    client.emit('reconnecting');
    client.status = 'ready';
    queue.emit('error', new Error('Missing key for job sms-1. moveToFinished'));
    queue.emit('error', new Error('Missing key for job sms-1. moveToDelayed'));
    jest.advanceTimersByTime(10_000);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ msg: 'Redis is reachable again', jobsLost: 2 }));
  });
});
