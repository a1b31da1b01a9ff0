import { buttonVariants } from './components/button';
import { statusTextColors } from './components/status-dot';
import { type ThemeColor, theme } from './theme';

// WCAG 2.2 1.4.3: text needs 4.5:1 against what lies behind it. The pairs below are the ones
// the site draws; a theme change that lets one fall below fails here, before axe-core in the
// browser test (e2e/accessibility.test.ts) finds it page by page.

/** The red, green and blue (0 to 255) and the opacity of `#rrggbb` or `rgba(r, g, b, a)`. */
function parse(colour: string): { rgb: number[]; alpha: number } {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const value = Number.parseInt(hex[1], 16);
    return { rgb: [value >> 16, (value >> 8) & 0xff, value & 0xff], alpha: 1 };
  }
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`unknown colour: ${colour}`);
  return { rgb: rgba.slice(1, 4).map(Number), alpha: Number(rgba[4]) };
}

/** A colour as seen on an opaque backdrop (a translucent wash is blended onto it). */
function over(colour: string, backdrop: string): number[] {
  const top = parse(colour);
  const under = parse(backdrop).rgb;
  return top.rgb.map((c, i) => c * top.alpha + under[i] * (1 - top.alpha));
}

/** Relative luminance of an opaque colour (WCAG 2.2, 'relative luminance'). */
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of text on a background, both seen on `backdrop`: 1 to 21. */
function contrast(text: string, background: string, backdrop = '#ffffff'): number {
  const behind = over(background, backdrop);
  const front = over(
    text,
    `#${behind.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`,
  );
  const [light, dark] = [luminance(front), luminance(behind)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

type Pair = [what: string, text: ThemeColor, background: ThemeColor];

const lightSurfaces: ThemeColor[] = ['surface', 'background'];

const textPairs: Pair[] = [
  ...lightSurfaces.flatMap((bg): Pair[] => [
    [`body text on ${bg}`, 'text', bg],
    [`secondary text on ${bg}`, 'textMuted', bg],
    [`price on ${bg}`, 'accentStrong', bg],
    [`countdown under an hour on ${bg}`, 'danger', bg],
    [`link on ${bg}`, 'teal', bg],
    [`'your bid leads' on ${bg}`, 'success', bg],
    [`heading on ${bg}`, 'brand', bg],
  ]),
  ...Object.entries(statusTextColors).map(
    ([status, color]): Pair => [`'${status}' status label on a card`, color, 'surface'],
  ),
  ['step badge of the how-to guide', 'accentStrong', 'accentSoft'],
  ['cancelled notice of an auction', 'danger', 'accentSoft'],
  ['inactive tab', 'textMuted', 'surfaceMuted'],
  ['active tab', 'brand', 'surface'],
  ['navbar text', 'textInverse', 'brand'],
  ['footer text', 'textInverse', 'footer'],
  ['toast on info', 'textInverse', 'info'],
];

/** Where each button variant sits when its fill is transparent. */
const buttonBackdrops: Record<keyof typeof buttonVariants, ThemeColor> = {
  primary: 'surface',
  accent: 'brand',
  secondary: 'surface',
  danger: 'surface',
  inverse: 'brand',
  ghost: 'surface',
};

type ButtonPair = [
  what: string,
  text: ThemeColor,
  background: ThemeColor | 'transparent',
  on: ThemeColor,
];

/** Each button variant's label on its fill, at rest and on hover. */
const buttonPairs: ButtonPair[] = Object.entries(buttonVariants).flatMap(
  ([name, v]): ButtonPair[] => {
    const on = buttonBackdrops[name as keyof typeof buttonVariants];
    return [
      [`${name} button`, v.color, v.background, on],
      [`${name} button on hover`, v.hoverColor, v.hoverBackground, on],
    ];
  },
);

const colourOf = (c: ThemeColor | 'transparent') =>
  c === 'transparent' ? 'rgba(0, 0, 0, 0)' : theme.colors[c];

describe('theme colour contrast (WCAG 2.2 AA, 1.4.3)', () => {
  it.each(textPairs)('%s: %s on %s reaches 4.5:1', (_what, text, bg) => {
    expect(contrast(theme.colors[text], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(buttonPairs)('%s: %s on %s (over %s) reaches 4.5:1', (_what, text, bg, on) => {
    expect(contrast(theme.colors[text], colourOf(bg), theme.colors[on])).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('reads the secondary text on brand surfaces at 4.5:1', () => {
    expect(contrast(theme.colors.onBrandMuted, theme.colors.brand)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.colors.onBrandMuted, theme.colors.footer)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG defines it', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // The colours the audit found too faint stay below the bar here.
    expect(contrast('#ffffff', '#e8912d')).toBeLessThan(4.5);
    expect(contrast('#2e9d5b', '#ffffff')).toBeLessThan(4.5);
  });
});
