import type { Random } from './random';

// The drawing parts the demo pictures share: the plumage palettes, a pigeon in profile, sky,
// flock, loft, caption wrapping and the watermark, all as SVG text.

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

export const font = 'DejaVu Sans, Liberation Sans, sans-serif';

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

export function sky(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export function flock(
  count: number,
  rnd: Random,
  area: { x: number; y: number; w: number; h: number },
) {
  return Array.from({ length: count }, () => {
    const x = area.x + rnd.int(0, area.w);
    const y = area.y + rnd.int(0, area.h);
    const s = rnd.int(6, 16) / 10;
    return `<path transform="translate(${x} ${y}) scale(${s})" d="M-18 0 Q-9 -10 0 0 Q9 -10 18 0 Q9 -4 0 3 Q-9 -4 -18 0Z" fill="#1f2430" opacity="0.85"/>`;
  }).join('');
}

export function loft(x: number, y: number, w: number, h: number, color: string): string {
  const holes = Array.from({ length: 4 }, (_, i) => {
    const hx = x + (w / 5) * (i + 1) - 14;
    return `<rect x="${hx}" y="${y + h * 0.35}" width="28" height="34" rx="14" fill="#1d1d22"/>`;
  }).join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}" stroke="#3a2e24" stroke-width="3"/>
  <path d="M${x - 20} ${y} L${x + w / 2} ${y - h * 0.45} L${x + w + 20} ${y} Z" fill="#8c3b2a" stroke="#3a2e24" stroke-width="3"/>
  <rect x="${x - 10}" y="${y + h * 0.62}" width="${w + 20}" height="10" fill="#5b4636"/>${holes}`;
}

export function watermark(width: number, height: number): string {
  return `<text x="${width - 24}" y="${height - 22}" font-family="${font}" font-size="${Math.round(height / 28)}" fill="#ffffff" opacity="0.7" text-anchor="end">Kanat Mezat</text>`;
}
