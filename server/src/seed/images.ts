import sharp from 'sharp';
import { escapeMarkup } from '../lib/escape';
import { type MediaPlace, type MediaStore, toMediaStore } from '../modules/media';
import type { Random } from './random';

// Every demo picture is drawn here as SVG and rasterised with sharp at seed time: no
// downloads, no binary files in the repository.

export interface ImageOutput {
  /** Key in the media store (its path under the media folder), with forward slashes. */
  file: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png';
}

export interface ImageJob {
  svg: string;
  outputs: ImageOutput[];
}

export interface Palette {
  body: string;
  wing: string;
  bars: string | null;
  neck: string;
  pied: boolean;
  speckled: boolean;
}

export const palettes: Record<string, Palette> = {
  Mavi: {
    body: '#8f9bb3',
    wing: '#a3aec4',
    bars: '#2f3544',
    neck: '#4d7a62',
    pied: false,
    speckled: false,
  },
  'Mavi Alaca': {
    body: '#8f9bb3',
    wing: '#a3aec4',
    bars: '#2f3544',
    neck: '#4d7a62',
    pied: true,
    speckled: false,
  },
  'Kırmızı Alaca': {
    body: '#a86a52',
    wing: '#c48a70',
    bars: '#6d3526',
    neck: '#7b4f6e',
    pied: true,
    speckled: false,
  },
  Gök: {
    body: '#b9c3d6',
    wing: '#c9d2e2',
    bars: '#5a6378',
    neck: '#5f8a78',
    pied: false,
    speckled: false,
  },
  Siyah: {
    body: '#2b2b30',
    wing: '#35353c',
    bars: null,
    neck: '#3e5e50',
    pied: false,
    speckled: false,
  },
  Kırçıl: {
    body: '#7c8493',
    wing: '#8d95a3',
    bars: null,
    neck: '#4f6f66',
    pied: false,
    speckled: true,
  },
  Beyaz: {
    body: '#f4f4f0',
    wing: '#ecece6',
    bars: null,
    neck: '#e6e6df',
    pied: false,
    speckled: false,
  },
  Kızıl: {
    body: '#9c4a2f',
    wing: '#b4603f',
    bars: '#6b2a18',
    neck: '#7a4a62',
    pied: false,
    speckled: false,
  },
  Çil: {
    body: '#8a8f99',
    wing: '#9aa0aa',
    bars: '#3a3f49',
    neck: '#4f7564',
    pied: false,
    speckled: true,
  },
  Karakaş: {
    body: '#55504c',
    wing: '#67615c',
    bars: '#2a2624',
    neck: '#45604f',
    pied: false,
    speckled: false,
  },
};

const font = 'DejaVu Sans, Liberation Sans, sans-serif';

/** Greedy word wrap; SVG text does not wrap by itself. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A pigeon in profile facing right, about 300 x 220 units before scaling. */
export function pigeonShape(x: number, y: number, scale: number, p: Palette, rnd: Random): string {
  const patches = p.pied
    ? Array.from({ length: 4 }, () => {
        const cx = rnd.int(-70, 60);
        const cy = rnd.int(-30, 30);
        return `<ellipse cx="${cx}" cy="${cy}" rx="${rnd.int(12, 26)}" ry="${rnd.int(8, 16)}" fill="#f5f5f2" opacity="0.9"/>`;
      }).join('')
    : '';
  const specks = p.speckled
    ? Array.from({ length: 26 }, () => {
        const cx = rnd.int(-90, 40);
        const cy = rnd.int(-35, 30);
        return `<circle cx="${cx}" cy="${cy}" r="3" fill="#2c2f36" opacity="0.55"/>`;
      }).join('')
    : '';
  const bars = p.bars
    ? `<path d="M-60 -8 Q-20 -22 20 -10" stroke="${p.bars}" stroke-width="7" fill="none" stroke-linecap="round"/>
       <path d="M-66 8 Q-24 -6 18 6" stroke="${p.bars}" stroke-width="7" fill="none" stroke-linecap="round"/>`
    : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})">
  <ellipse cx="0" cy="118" rx="120" ry="12" fill="#000" opacity="0.18"/>
  <path d="M-10 60 L-18 112 M-18 112 L-34 116 M-18 112 L-4 116 M20 60 L16 112 M16 112 L2 116 M16 112 L30 116" stroke="#c0504d" stroke-width="6" stroke-linecap="round" fill="none"/>
  <path d="M-150 -10 L-95 -30 L-90 25 Z" fill="${p.wing}" stroke="#1e2129" stroke-width="2"/>
  <ellipse cx="-5" cy="10" rx="105" ry="62" fill="${p.body}" stroke="#1e2129" stroke-width="2"/>
  <path d="M55 -35 Q95 -20 92 30 Q70 55 40 40 Z" fill="${p.neck}" opacity="0.95"/>
  <circle cx="95" cy="-62" r="34" fill="${p.body}" stroke="#1e2129" stroke-width="2"/>
  <path d="M60 -45 Q80 -20 100 -30 Q110 -45 105 -55 Z" fill="${p.neck}" opacity="0.85"/>
  <circle cx="106" cy="-70" r="7" fill="#f2a33a"/><circle cx="107" cy="-70" r="3.5" fill="#111"/>
  <path d="M126 -66 L152 -58 L126 -52 Z" fill="#d8c8b0" stroke="#6b5b4a" stroke-width="1.5"/>
  <path d="M124 -70 Q132 -74 136 -66" fill="#f0ece4"/>
  <path d="M-95 -20 Q-20 -60 45 -18 Q10 38 -80 36 Z" fill="${p.wing}" stroke="#1e2129" stroke-width="2"/>
  ${bars}${patches}${specks}
  </g>`;
}

function sky(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

function flock(count: number, rnd: Random, area: { x: number; y: number; w: number; h: number }) {
  return Array.from({ length: count }, () => {
    const x = area.x + rnd.int(0, area.w);
    const y = area.y + rnd.int(0, area.h);
    const s = rnd.int(6, 16) / 10;
    return `<path transform="translate(${x} ${y}) scale(${s})" d="M-18 0 Q-9 -10 0 0 Q9 -10 18 0 Q9 -4 0 3 Q-9 -4 -18 0Z" fill="#1f2430" opacity="0.85"/>`;
  }).join('');
}

function loft(x: number, y: number, w: number, h: number, color: string): string {
  const holes = Array.from({ length: 4 }, (_, i) => {
    const hx = x + (w / 5) * (i + 1) - 14;
    return `<rect x="${hx}" y="${y + h * 0.35}" width="28" height="34" rx="14" fill="#1d1d22"/>`;
  }).join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}" stroke="#3a2e24" stroke-width="3"/>
  <path d="M${x - 20} ${y} L${x + w / 2} ${y - h * 0.45} L${x + w + 20} ${y} Z" fill="#8c3b2a" stroke="#3a2e24" stroke-width="3"/>
  <rect x="${x - 10}" y="${y + h * 0.62}" width="${w + 20}" height="10" fill="#5b4636"/>${holes}`;
}

function watermark(width: number, height: number): string {
  return `<text x="${width - 24}" y="${height - 22}" font-family="${font}" font-size="${Math.round(height / 28)}" fill="#ffffff" opacity="0.7" text-anchor="end">Kanat Mezat</text>`;
}

/** A pigeon portrait, 4:3. */
export function pigeonPhotoSvg(color: string, rnd: Random): string {
  const p = palettes[color] ?? (palettes.Mavi as Palette);
  const hue = rnd.int(180, 230);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750" viewBox="0 0 1000 750">
  <defs>${sky('bg', `hsl(${hue},55%,78%)`, `hsl(${hue + 20},40%,92%)`)}</defs>
  <rect width="1000" height="750" fill="url(#bg)"/>
  <rect y="560" width="1000" height="190" fill="#8b6b4a"/><rect y="560" width="1000" height="14" fill="#6e5238"/>
  ${pigeonShape(470, 400, 2.1, p, rnd)}
  <text x="32" y="60" font-family="${font}" font-size="34" font-weight="bold" fill="#1f2430" opacity="0.75">${escapeMarkup(color)}</text>
  ${watermark(1000, 750)}</svg>`;
}

export type GalleryKind = 'flock' | 'portrait' | 'loft';

/** Gallery scene, 3:2, with its caption burnt in. */
export function gallerySvg(kind: GalleryKind, caption: string, color: string, rnd: Random): string {
  const hue = rnd.int(0, 360);
  const sunset = rnd.chance(0.4);
  const top = sunset ? `hsl(${rnd.int(10, 35)},80%,62%)` : `hsl(${rnd.int(195, 215)},70%,60%)`;
  const bottom = sunset ? `hsl(${rnd.int(280, 320)},45%,55%)` : `hsl(${rnd.int(190, 210)},60%,88%)`;
  const p = palettes[color] ?? (palettes.Mavi as Palette);
  let scene = '';
  if (kind === 'flock') {
    scene = `${flock(rnd.int(18, 34), rnd, { x: 80, y: 90, w: 1040, h: 380 })}
    <path d="M0 640 Q300 560 600 630 T1200 600 V800 H0Z" fill="hsl(${hue},25%,28%)"/>`;
  } else if (kind === 'loft') {
    scene = `<path d="M0 650 Q400 600 1200 640 V800 H0Z" fill="hsl(${(hue + 100) % 360},30%,35%)"/>
    ${loft(380, 360, 440, 280, `hsl(${(hue + 30) % 360},35%,70%)`)}
    ${flock(rnd.int(5, 10), rnd, { x: 120, y: 80, w: 960, h: 180 })}`;
  } else {
    scene = `<rect y="600" width="1200" height="200" fill="#7a5c40"/>
    ${pigeonShape(590, 470, 2.2, p, rnd)}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>${sky('s', top, bottom)}<radialGradient id="sun" cx="0.82" cy="0.2" r="0.25"><stop offset="0" stop-color="#fff6c8"/><stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></radialGradient></defs>
  <rect width="1200" height="800" fill="url(#s)"/><rect width="1200" height="800" fill="url(#sun)"/>
  ${scene}
  <rect y="712" width="1200" height="88" fill="#000" opacity="0.45"/>
  <text x="40" y="770" font-family="${font}" font-size="40" fill="#fff">${escapeMarkup(caption)}</text>
  </svg>`;
}

/** News picture, 16:9. */
export function newsSvg(title: string, rnd: Random): string {
  const hue = rnd.int(0, 360);
  const lines = wrapText(title, 26);
  const text = lines
    .slice(0, 3)
    .map(
      (l, i) =>
        `<text x="60" y="${330 + i * 62}" font-family="${font}" font-size="52" font-weight="bold" fill="#fff">${escapeMarkup(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
  <defs><linearGradient id="n" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},60%,22%)"/></linearGradient></defs>
  <rect width="960" height="540" fill="url(#n)"/>
  ${flock(rnd.int(8, 16), rnd, { x: 420, y: 40, w: 500, h: 200 })}
  <rect x="60" y="190" width="120" height="8" fill="#f2a33a"/>
  <text x="60" y="170" font-family="${font}" font-size="26" fill="#fff" opacity="0.85">KANAT MEZAT HABER</text>
  ${text}</svg>`;
}

/** Slider picture: wide for desktop, square for phones (SPEC §2 slider, 600 px breakpoint). */
export function sliderSvg(
  title: string,
  subtitle: string,
  variant: 'full' | 'mobile',
  color: string,
  rnd: Random,
): string {
  const [w, h] = variant === 'full' ? [1600, 600] : [600, 600];
  const hue = rnd.int(190, 230);
  const p = palettes[color] ?? (palettes.Mavi as Palette);
  const full = variant === 'full';
  const pigeon = full ? pigeonShape(1340, 390, 1.4, p, rnd) : pigeonShape(360, 450, 0.9, p, rnd);
  const titleSize = full ? 60 : 40;
  const subtitleSize = Math.round(titleSize * 0.5);
  const textX = full ? 90 : 40;
  const titleLines = wrapText(title, full ? 40 : 22);
  const subtitleLines = wrapText(subtitle, full ? 70 : 36);
  let y = full ? 240 : 100;
  const texts: string[] = [];
  for (const line of titleLines) {
    texts.push(
      `<text x="${textX}" y="${y}" font-family="${font}" font-size="${titleSize}" font-weight="bold" fill="#fff">${escapeMarkup(line)}</text>`,
    );
    y += Math.round(titleSize * 1.15);
  }
  y += 4;
  for (const line of subtitleLines) {
    texts.push(
      `<text x="${textX}" y="${y}" font-family="${font}" font-size="${subtitleSize}" fill="#fff" opacity="0.92">${escapeMarkup(line)}</text>`,
    );
    y += Math.round(subtitleSize * 1.3);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>${sky('sl', `hsl(${hue},65%,35%)`, `hsl(${hue + 25},55%,70%)`)}</defs>
  <rect width="${w}" height="${h}" fill="url(#sl)"/>
  ${flock(rnd.int(10, 20), rnd, { x: w * 0.5, y: 30, w: w * 0.45, h: h * 0.25 })}
  <path d="M0 ${h - 90} Q${w / 3} ${h - 150} ${w * 0.66} ${h - 100} T${w} ${h - 110} V${h} H0Z" fill="#1e2a3a" opacity="0.6"/>
  ${pigeon}
  ${texts.join('')}
  </svg>`;
}

export function sponsorSvg(name: string, rnd: Random): string {
  const hue = rnd.int(0, 360);
  const initials = name
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  const size = name.length > 18 ? 24 : 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
  <rect x="4" y="4" width="392" height="192" rx="24" fill="#ffffff" stroke="hsl(${hue},55%,45%)" stroke-width="6"/>
  <circle cx="80" cy="100" r="48" fill="hsl(${hue},55%,45%)"/>
  <text x="80" y="116" font-family="${font}" font-size="42" font-weight="bold" fill="#fff" text-anchor="middle">${escapeMarkup(initials)}</text>
  <text x="145" y="${100 + size / 3}" font-family="${font}" font-size="${size}" font-weight="bold" fill="hsl(${hue},45%,25%)">${escapeMarkup(name.length > 18 ? name.split(' ').slice(0, 2).join(' ') : name)}</text>
  ${name.length > 18 ? `<text x="145" y="${140}" font-family="${font}" font-size="${size}" font-weight="bold" fill="hsl(${hue},45%,25%)">${escapeMarkup(name.split(' ').slice(2).join(' '))}</text>` : ''}
  </svg>`;
}

async function renderJob(store: MediaStore, job: ImageJob): Promise<void> {
  const source = Buffer.from(job.svg);
  for (const output of job.outputs) {
    const image = sharp(source).resize(output.width, output.height, { fit: 'cover' });
    if (output.format === 'png') {
      const data = await image.png({ compressionLevel: 8 }).toBuffer();
      await store.put('media', output.file, data, 'image/png');
    } else {
      const data = await image.jpeg({ quality: 80, mozjpeg: false }).toBuffer();
      await store.put('media', output.file, data, 'image/jpeg');
    }
  }
}

/**
 * Renders every job into the media store (the local folder, or the bucket every instance
 * serves from), two at a time (one per core on the reference machine).
 */
export async function renderImages(place: MediaPlace, jobs: ImageJob[], concurrency = 2) {
  const store = toMediaStore(place);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as ImageJob;
      await renderJob(store, job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}
