import { Clock } from '../../src/common/clock/clock';

/** A clock the test moves by hand; `reset()` puts it back to where it started. */
export class ManualClock implements Clock {
  private current: Date;

  constructor(private readonly start: Date = new Date('2026-11-23T12:00:00Z')) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(date: Date): void {
    this.current = new Date(date);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  reset(): void {
    this.current = new Date(this.start);
  }
}
