/**
 * Makes the app icons (docs/product.md D9) from one SVG drawn here: a plate with a fork-and-knife
 * "T" on the theme colour. `node scripts/make-icons.ts` writes public/icons/*.png; the PNGs are
 * committed so a build needs no sharp step. The maskable icon keeps the mark inside the 80 % safe
 * zone (launchers crop it to a circle or squircle); the plain icons have rounded corners of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const THEME = '#1f2937';
const ACCENT = '#f59e0b';
const OUT = path.resolve(import.meta.dirname, '../public/icons');

/** The mark on a 512 grid; `scale` shrinks it around the centre (maskable safe zone). */
function mark(scale: number): string {
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <circle cx="256" cy="256" r="178" fill="#fffaf0"/>
    <circle cx="256" cy="256" r="140" fill="none" stroke="${ACCENT}" stroke-width="14"/>
    <rect x="166" y="170" width="180" height="40" rx="20" fill="${THEME}"/>
    <rect x="236" y="170" width="40" height="176" rx="20" fill="${THEME}"/>
  </g>`;
}

function svg(opts: { maskable: boolean }): string {
  // Plain icons: rounded square with transparent corners; maskable: full bleed, the mark at 85 % (radius 151 < the safe radius 205).
  const background = opts.maskable
    ? `<rect width="512" height="512" fill="${THEME}"/>`
    : `<rect width="512" height="512" rx="112" fill="${THEME}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${background}${mark(opts.maskable ? 0.85 : 1)}</svg>`;
}

const jobs = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

fs.mkdirSync(OUT, { recursive: true });
for (const job of jobs) {
  await sharp(Buffer.from(svg(job)), { density: 144 })
    .resize(job.size, job.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, job.file));
  console.log(`public/icons/${job.file}`);
}
