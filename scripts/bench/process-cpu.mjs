// CPU time a process has used so far, read from /proc (Linux); NaN where that cannot be read.
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** User + system seconds of `pid`, its threads included (GC, libuv's pool that gzips). */
export function cpuSeconds(pid) {
  try {
    // The command name in parentheses may hold spaces: count fields after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/**
 * The PostgreSQL backends serving `database`, found by their process titles
 * ("postgres: <cluster>: <user> <database> <client> <state>"), so other databases' work is not counted.
 */
export function postgresBackendPids(database) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

/** CPU seconds of every pid now, keyed by pid; a pid that has gone is left out. */
export function cpuByPid(pids) {
  return new Map(pids.map((pid) => [pid, cpuSeconds(pid)]).filter(([, seconds]) => Number.isFinite(seconds)));
}

/** CPU used between two readings of `cpuByPid`; a backend started in between counts from zero. */
export function cpuSpent(before, after) {
  let spent = 0;
  for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}
