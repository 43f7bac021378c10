// CPU time a process has used (user + system), read from /proc/<pid>/stat: the bench reads it
// before and after a load run and divides by the requests answered, for the store and for the
// bare node:http server alike. Linux only; elsewhere the figure is absent.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Milliseconds of CPU the process has used so far, or undefined where /proc is not there. */
function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, hence the last ')'): utime is the 14th
    // field of the line, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / clockTicks()) * 1000;
  } catch {
    return undefined;
  }
}

/** Runs `load` and adds the process's CPU time per answered request (µs) to its figures. */
export async function withCpu(pid, load) {
  const before = cpuMs(pid);
  const result = await load();
  const after = cpuMs(pid);
  const cpu = before === undefined || after === undefined ? undefined : after - before;
  return { ...result, cpuMs: cpu, cpuUsPerRequest: cpu === undefined || !result.requests ? undefined : (cpu * 1000) / result.requests };
}
