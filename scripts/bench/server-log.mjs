// What the benches keep of a child process's log: its tail, and its lines at warn or above.

const KEPT_CHARACTERS = 4_000;
const WARN = 40;

/**
 * Adds one log line to `record` ({ output, warnings, lastWarning }). A line that is not the app's
 * JSON gets `plainLineLevel`: the worker's migrator prints plain lines at start, which are not
 * warnings, while the api's plain stderr after start is.
 */
export function recordLogLine(record, line, plainLineLevel) {
  if (!line.trim()) return;
  record.output = (record.output + line + '\n').slice(-KEPT_CHARACTERS);
  let level = plainLineLevel;
  try {
    level = JSON.parse(line).level ?? plainLineLevel;
  } catch {}
  if (level >= WARN) {
    record.warnings++;
    record.lastWarning = line.slice(0, 300);
  }
}
