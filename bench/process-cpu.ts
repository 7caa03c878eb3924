import { readFileSync } from 'node:fs';

/**
 * CPU time a process has used, in ms (Linux: /proc, in clock ticks of 10 ms; null elsewhere): per
 * request, a measure that a busy machine moves less than the rates (bench:ssr, bench:guest-list).
 */
export function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
