import fs from 'node:fs';
import path from 'node:path';

/** Removes the entries `<prefix><pid>-…` in `parent` left by runs whose process is gone (killed with -9). */
export function removeLeftovers(parent: string, prefix: string): void {
  const entries = fs.existsSync(parent) ? fs.readdirSync(parent) : [];
  for (const name of entries) {
    const pid = Number(new RegExp(`^${prefix}(\\d+)-`).exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
