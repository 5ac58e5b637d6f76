// Draws the site's app icons (the installable web app's manifest icons and the Apple touch icon) from
// the SVG art in apps/web/public/icons, with sharp from the server's dependencies. Run it after
// changing the art: `node scripts/draw-icons.mjs`; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'apps/server/package.json'));
const sharp = require('sharp');
const dir = join(process.cwd(), 'apps/web/public/icons');

const renders = [
  { from: 'icon.svg', to: 'icon-192.png', size: 192 },
  { from: 'icon.svg', to: 'icon-512.png', size: 512 },
  { from: 'icon-maskable.svg', to: 'icon-maskable-512.png', size: 512 },
  { from: 'icon-maskable.svg', to: 'apple-touch-icon.png', size: 180 },
];

for (const { from, to, size } of renders) {
  const svg = readFileSync(join(dir, from));
  writeFileSync(
    join(dir, to),
    await sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
  );
  console.log(`${to} ${size}x${size}`);
}
