/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
// The theme module alone: the UI kit's index would bring React Router into this test.
import { theme } from '../../../../shared/src/ui/theme';

// The default logo (site-info-defaults.ts) sits on the navy navbar, side menu and
// footer; its words must read there at WCAG AA (4.5:1), and still read on a light page (the
// console's preview), where their dark outline carries them.

const logoFile = path.resolve(__dirname, '..', '..', '..', 'static', 'brand', 'logo.svg');

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A presentation attribute as the element gets it: its own, or inherited from a group. */
function inherited(element: Element, attribute: string): string {
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    const value = node.getAttribute(attribute);
    if (value !== null) return value;
  }
  throw new Error(`<${element.tagName}> has no ${attribute}`);
}

describe('the brand logo', () => {
  const svg = new DOMParser().parseFromString(readFileSync(logoFile, 'utf8'), 'image/svg+xml');
  const word = (text: string) => {
    const element = [...svg.querySelectorAll('text')].find((e) => e.textContent?.trim() === text);
    if (element === undefined) throw new Error(`no "${text}" in logo.svg`);
    return element;
  };
  const darkSurfaces = {
    navbar: theme.colors.brand,
    'navbar (left end)': theme.colors.brandStrong,
    'side menu': theme.colors.brandStrong,
    footer: theme.colors.footer,
  };

  it('is an SVG with a Turkish label', () => {
    expect(svg.querySelector('parsererror')).toBeNull();
    expect(svg.documentElement.getAttribute('aria-label')).toBe('Kanat Mezat');
  });

  it('writes "Kanat" and "Mezat" at 4.5:1 or more on every navy surface', () => {
    for (const text of ['Kanat', 'Mezat']) {
      const fill = inherited(word(text), 'fill');
      for (const [surface, background] of Object.entries(darkSurfaces)) {
        const ratio = contrast(fill, background);
        expect({ text, surface, readable: ratio >= 4.5 }).toEqual({
          text,
          surface,
          readable: true,
        });
      }
    }
  });

  it('outlines both words in a colour that reads on the light surfaces', () => {
    for (const text of ['Kanat', 'Mezat']) {
      const element = word(text);
      expect(inherited(element, 'paint-order')).toBe('stroke');
      expect(Number(inherited(element, 'stroke-width'))).toBeGreaterThanOrEqual(2);
      const outline = inherited(element, 'stroke');
      for (const background of [theme.colors.surface, theme.colors.background]) {
        expect(contrast(outline, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('computes the WCAG ratio the standard way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // The old dark-blue "Kanat" failed on the navbar.
    expect(contrast('#1f4e8c', theme.colors.brand)).toBeLessThan(4.5);
  });
});
