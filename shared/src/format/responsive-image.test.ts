import {
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  imageVariantUrl,
  responsiveImage,
  slotSizes,
} from '@kanat/shared/format';

/** The width a `sizes` value gives at a viewport width (min-width conditions and calc only). */
function sizeAt(sizes: string, vw: number): number {
  for (const part of sizes.split(/,\s*(?![^(]*\))/)) {
    const match = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(part.trim());
    if (!match) throw new Error(`unreadable sizes part: ${part}`);
    const [, from, length = ''] = match;
    if (from !== undefined && vw < Number(from)) continue;
    const calc = /^calc\(([\d.]+)vw ([-+]) (\d+)px\)$/.exec(length);
    if (calc) {
      const [, v = '0', sign, px = '0'] = calc;
      return (Number(v) * vw) / 100 + (sign === '-' ? -1 : 1) * Number(px);
    }
    if (length.endsWith('vw')) return (Number.parseFloat(length) * vw) / 100;
    return Number.parseFloat(length);
  }
  throw new Error('no default size');
}

describe('responsiveImage', () => {
  it('offers WebP copies of a /media/ picture in every width, the largest as src', () => {
    expect(
      responsiveImage('/media/demo/slider/slayt-01-mobil.jpg', { sizes: IMAGE_SIZES.slider }),
    ).toEqual({
      src: '/img/1280/demo/slider/slayt-01-mobil.jpg',
      srcSet: IMAGE_WIDTHS.map((w) => `/img/${w}/demo/slider/slayt-01-mobil.jpg ${w}w`).join(', '),
      sizes: '100vw',
    });
  });

  it('takes the widths asked for, sorted, leaving out widths the server has no copies in', () => {
    expect(
      responsiveImage('/media/news/a.jpg', { widths: [640, 320, 333, 320], sizes: '50vw' }),
    ).toEqual({
      src: '/img/640/news/a.jpg',
      srcSet: '/img/320/news/a.jpg 320w, /img/640/news/a.jpg 640w',
      sizes: '50vw',
    });
  });

  it.each([
    'https://example.com/media/a.jpg',
    'data:image/png;base64,AAAA',
    '/static/logo.png',
    '/media/',
    '/media/a.jpg?v=2',
    '/media/a.jpg#top',
    'media/a.jpg',
  ])('leaves %s alone', (src) => {
    expect(responsiveImage(src, { sizes: '100vw' })).toEqual({ src });
    expect(imageVariantUrl(src, 320)).toBeNull();
  });

  it('leaves a picture alone when none of the widths is offered', () => {
    expect(responsiveImage('/media/a.jpg', { widths: [100], sizes: '100vw' })).toEqual({
      src: '/media/a.jpg',
    });
  });

  it('percent-encodes the spaces and commas a srcset would split on', () => {
    expect(responsiveImage('/media/a b,c.jpg', { widths: [320], sizes: '50vw' }).srcSet).toBe(
      '/img/320/a%20b%2Cc.jpg 320w',
    );
  });

  it('names one copy', () => {
    expect(imageVariantUrl('/media/pigeons/x-1280.jpg', 480)).toBe('/img/480/pigeons/x-1280.jpg');
  });
});

describe('slotSizes', () => {
  it('is the viewport width for a full-bleed picture', () => {
    expect(slotSizes({ fullBleed: true })).toBe('100vw');
  });

  it('follows the container: 16 px gutters on phones, 24 px from 600 px, 1200 px at most', () => {
    expect(slotSizes({})).toBe(
      '(min-width: 1200px) 1152px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)',
    );
  });
});

describe('IMAGE_SIZES', () => {
  // Widths worked out by hand from the CSS: Container, CardGrid (auto-fill, 24 px gaps),
  // 1 px card borders, the news panel (300 px + 32 px gap from 750 px).
  it.each([
    // Auction cards (min 250 px): 1 column, then 2, 3, 4.
    ['auctionCard', 412, 412 - 32 - 2],
    ['auctionCard', 700, (700 - 48 - 24) / 2 - 2],
    ['auctionCard', 900, (900 - 48 - 48) / 3 - 2],
    ['auctionCard', 1150, (1150 - 48 - 72) / 4 - 2],
    ['auctionCard', 1920, (1152 - 72) / 4 - 2],
    // The auction's photo: full column, then half beside the details from 950 px.
    ['auctionDetail', 412, 412 - 32 - 2],
    ['auctionDetail', 800, 800 - 48 - 2],
    ['auctionDetail', 1000, (1000 - 48 - 24) / 2 - 2],
    ['auctionDetail', 1440, (1152 - 24) / 2 - 2],
    // Group header: card padding 24 px + border, then 2fr of 2fr 3fr.
    ['groupDetail', 412, 412 - 32 - 50],
    ['groupDetail', 1280, ((1152 - 50 - 24) * 2) / 5],
    // News cards beside the panel: one column until two of 240 px fit.
    ['newsCard', 800, 800 - 48 - 332 - 2],
    ['newsCard', 1000, (1000 - 48 - 332 - 24) / 2 - 2],
    ['newsCard', 1600, (1152 - 332 - 48) / 3 - 2],
    ['newsDetail', 412, 412 - 32],
    ['newsDetail', 1600, 1152 - 332],
    ['slider', 412, 412],
  ] as const)('%s at %i px is %d px wide', (kind, vw, width) => {
    expect(Math.abs(sizeAt(IMAGE_SIZES[kind], vw) - width)).toBeLessThan(1);
  });

  it('are the values the server preloads with', () => {
    expect(IMAGE_SIZES.auctionCard).toBe(
      '(min-width: 1200px) 268px, (min-width: 1120px) calc(25vw - 32px), ' +
        '(min-width: 846px) calc(33.33vw - 34px), (min-width: 600px) calc(50vw - 38px), ' +
        'calc(100vw - 34px)',
    );
    expect(IMAGE_SIZES.newsDetail).toBe(
      '(min-width: 1200px) 820px, (min-width: 750px) calc(100vw - 380px), ' +
        '(min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)',
    );
  });
});
