import { readFileSync } from 'node:fs';

/** What the system says about the process holding a lock; nulls where it cannot tell (no /proc). */
export interface LockOwner {
  /** The program's name, e.g. `node` or `bash`. */
  command: string | null;
  /** Whether it is a Node.js process (a gateway or a staff command); false when unknown. */
  isNode: boolean;
  startedAt: Date | null;
}

const read = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** Linux: the clock ticks per second of /proc/<pid>/stat's start time (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/** Reads /proc (Linux); elsewhere every answer is unknown. */
export function lockOwner(pid: number): LockOwner {
  const argv = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
  const stat = read(`/proc/${pid}/stat`);
  const comm = stat ? (/\((.*)\)/s.exec(stat)?.[1] ?? null) : null;
  const program = argv[0]?.split('/').pop() ?? comm;
  const isNode = /^(node|nodejs|tsx)$/.test(program ?? '') || /^node/.test(comm ?? '');
  let startedAt: Date | null = null;
  const bootTime = /^btime (\d+)$/m.exec(read('/proc/stat') ?? '')?.[1];
  // Field 22 (start time), counted after the ")" that ends the command name.
  const startTicks = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  if (bootTime && startTicks) startedAt = new Date((Number(bootTime) + Number(startTicks) / TICKS_PER_SECOND) * 1000);
  return { command: program ?? null, isNode, startedAt };
}
