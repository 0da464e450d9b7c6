import type { Logger } from '@nestjs/common';

/**
 * A per-process tick's work, never overlapped by the next tick while a slow pass (a router timing
 * out, a database away) still runs; a failure is left for the next tick.
 */
export class TickGuard {
  private running = false;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  async run(work: () => Promise<unknown>): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await work();
    } catch (error) {
      this.logger.debug(`${this.what} skipped: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
