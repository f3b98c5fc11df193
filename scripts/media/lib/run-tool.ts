// Runs a command-line tool quietly, failing with the end of what it printed to stderr.
import { spawnSync } from 'node:child_process';

export function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (r.error) throw new Error(`${cmd}: ${r.error.message} (apt: librsvg2-bin, webp, ffmpeg)`);
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr?.toString().slice(-800)}`);
}
