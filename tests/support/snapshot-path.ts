/**
 * Where a file snapshot lives: tests/unit/__snapshots__/<kind>/<name>.txt, or under SNAPSHOT_DIR
 * when set (the rewording test writes the snapshots of a reworded catalogue there, never over the
 * reviewed ones).
 */
import path from 'node:path';

export function snapshotPath(kind: string, name: string): string {
  const dir = process.env.SNAPSHOT_DIR;
  return dir ? path.join(dir, kind, `${name}.txt`) : `__snapshots__/${kind}/${name}.txt`;
}
