import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Makes sure Debian's Chromium (and CJK fonts, so Chinese renders in screenshots) is installed.
 * Installs it when missing and we are root; otherwise explains how and returns false.
 */
export const ensureChromium = () => {
  const hasFonts = existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  if (existsSync(CHROMIUM) && hasFonts) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium is missing: install it with `sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk`, then run `npm test` again.',
    );
    return existsSync(CHROMIUM);
  }
  console.log('Installing Chromium and CJK fonts from Debian packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], {
    stdio: 'inherit',
    env,
  });
  return existsSync(CHROMIUM);
};
