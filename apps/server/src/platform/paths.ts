import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The apps/server folder, found the same way from src/ (tests, tsx) and from the bundled dist/. */
export const serverRoot = (): string => {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) {
      root = dir;
      return dir;
    }
    dir = dirname(dir);
  }
  throw new Error('apps/server root (with its drizzle migrations) not found');
};

export const defaultWebDist = (): string => join(serverRoot(), '..', 'web', 'dist');

/** The operator's console (apps/admin), served under /admin/. */
export const defaultAdminDist = (): string => join(serverRoot(), '..', 'admin', 'dist');
