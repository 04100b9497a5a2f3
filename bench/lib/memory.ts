import { readFileSync } from "node:fs";

/** A process's resident memory in MB (VmRSS of /proc/PID/status). */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"));
  if (!line) throw new Error(`No VmRSS for process ${pid}`);
  return Number(line.replace(/\D+/g, "")) / 1024;
}

/** The highest resident memory seen while `work` runs, sampled every 250 ms. */
export async function peakResidentMb<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = residentMb(pid);
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(pid));
  }, 250);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, residentMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}
