import { collectDefaultMetrics, Registry } from 'prom-client';
import type { ProcessRole } from '../../config/app-config';

/** Node's own figures: event-loop lag, memory, handles, process_start_time_seconds (which shows a restart). */
export const processMetrics = new Registry();
let collecting = false;

/**
 * Started once by the process's entry point, never by an app: a collection keeps an event-loop
 * monitor and a GC observer for good, which in a test run would keep every app in memory.
 */
export function collectProcessMetrics(role: ProcessRole): void {
  if (collecting) return;
  collecting = true;
  processMetrics.setDefaultLabels({ role });
  collectDefaultMetrics({ register: processMetrics });
}
