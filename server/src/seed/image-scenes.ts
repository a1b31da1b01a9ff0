import { escapeMarkup } from '../lib/escape';
import {
  flock,
  font,
  loft,
  type Palette,
  palettes,
  pigeonShape,
  sky,
  watermark,
  wrapText,
} from './image-parts';
import type { Random } from './random';

// One picture per thing the demo seeds: a pigeon's portrait, a gallery scene, a news picture,
// a slider picture and a sponsor's logo, each as SVG for renderImages.

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
