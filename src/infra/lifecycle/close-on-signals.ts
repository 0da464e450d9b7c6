import type { INestApplicationContext, LoggerService } from '@nestjs/common';

/**
 * Within Docker's default stop grace period (10 s) with room to spare: past it the process is
 * killed, and whatever it held is picked up again elsewhere (stalled jobs, reconnecting sockets).
 */
export const SHUTDOWN_DEADLINE_MS = 9_500;

/**
 * On SIGTERM or SIGINT: `drain` first (an api stops taking work and answers what it has), then
 * every module's shutdown hooks (a worker finishes its active jobs), then exit. A second signal or
 * the deadline exits at once.
 */
export function closeOnSignals(app: INestApplicationContext, logger: LoggerService, drain: () => Promise<void> = async () => undefined): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    logger.log(`${signal}: finishing the work in hand, then stopping`);
    setTimeout(() => {
      logger.error(`Still stopping after ${SHUTDOWN_DEADLINE_MS} ms: exiting now`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    drain()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: Error) => {
          logger.error(`Stopping failed: ${error.message}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
