import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const HAPROXY = '/usr/sbin/haproxy';

/**
 * Makes sure Debian's HAProxy is installed, as `npm test` does for Chromium: installs it when missing
 * and we are root; otherwise explains how and returns false.
 */
export const ensureHaproxy = () => {
  if (existsSync(HAPROXY)) return true;
  if (process.getuid?.() !== 0) {
    console.error('HAProxy is missing: install it with `sudo apt-get update && sudo apt-get install -y haproxy`.');
    return false;
  }
  console.log('Installing HAProxy from Debian packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], { stdio: 'inherit', env });
  return existsSync(HAPROXY);
};
