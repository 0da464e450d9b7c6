// CPU time a process has used so far, read from /proc (Linux); NaN where that cannot be read.
import { readFileSync } from 'node:fs';
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
