import { forbidden, xssPayloads } from '@kanat/shared/testing/xss-payloads';
import { sanitizeNewsHtml } from './news-html';
import { htmlToText, searchTerms, turkishLower } from './news-text';

describe('sanitizeNewsHtml (the allow-list for news bodies)', () => {
  it.each(xssPayloads)('removes everything executable from %s', (payload) => {
    const clean = sanitizeNewsHtml(`<p>Önce</p>${payload}<p>Sonra</p>`);
    for (const pattern of forbidden) expect(clean).not.toMatch(pattern);
    expect(clean).toContain('<p>Önce</p>');
    // Sanitising twice changes nothing: the way out may clean what the way in cleaned.
    expect(sanitizeNewsHtml(clean)).toBe(clean);
  });

  it('keeps the formatting an article needs', () => {
    const html =
      '<h1>Başlık</h1><h3>Alt başlık</h3><p><strong>Kalın</strong>, <em>eğik</em> ve <u>altı çizili</u>.</p>' +
      '<ul><li>Bir</li></ul><ol start="3"><li>Üç</li></ol><blockquote>Söz</blockquote>' +
      '<figure><img src="/media/news/a.jpg" alt="Güvercin" width="640"><figcaption>Alt yazı</figcaption></figure>' +
      '<table><tr><th colspan="2">Sonuçlar</th></tr><tr><td>1</td><td>Ali</td></tr></table>' +
      '<a href="https://www.example.com/yaris" target="_blank">Yarış</a> <a href="mailto:iletisim@kanatmezat.com.tr">Yazın</a>';
    expect(sanitizeNewsHtml(html)).toBe(
      '<h2>Başlık</h2><h3>Alt başlık</h3><p><strong>Kalın</strong>, <em>eğik</em> ve <u>altı çizili</u>.</p>' +
        '<ul><li>Bir</li></ul><ol start="3"><li>Üç</li></ol><blockquote>Söz</blockquote>' +
        '<figure><img src="/media/news/a.jpg" alt="Güvercin" width="640" loading="lazy" /><figcaption>Alt yazı</figcaption></figure>' +
        '<table><tr><th colspan="2">Sonuçlar</th></tr><tr><td>1</td><td>Ali</td></tr></table>' +
        '<a href="https://www.example.com/yaris" target="_blank" rel="noopener noreferrer nofollow">Yarış</a> ' +
        '<a href="mailto:iletisim@kanatmezat.com.tr" rel="noopener noreferrer nofollow">Yazın</a>',
    );
  });
});

describe('pictures in news bodies', () => {
  it('keeps pictures from our own /media/ folder only', () => {
    expect(
      sanitizeNewsHtml(
        '<p>a</p><img src="/media/news/x-1280.jpg" alt="bizim">' +
          '<img src="https://evil.example/iz.gif" alt="dış">' +
          '<img src="//evil.example/iz.gif"><img src="/media/../etc/passwd">' +
          '<img src="/static/brand/logo.svg"><img src="media/news/x.jpg">',
      ),
    ).toBe('<p>a</p><img src="/media/news/x-1280.jpg" alt="bizim" loading="lazy" />');
  });
});

describe('Turkish text helpers', () => {
  it('lower-cases with Turkish rules', () => {
    expect(turkishLower('IŞIK İZMİR ĞÜÇÖ')).toBe('ışık izmir ğüçö');
    // A decomposed 'ş' (s + combining cedilla) becomes the one letter.
    expect(turkishLower('S\u0327AHI\u0307N')).toBe('şahin');
  });

  it('turns HTML into its words', () => {
    expect(htmlToText('<p>Bir</p><p>iki&amp;üç</p><script>dört()</script>')).toBe('Bir iki&üç');
  });

  it('splits a query into safe words', () => {
    expect(searchTerms("GÜVERCİN'in yarış: & | ! (test):*")).toEqual([
      'güvercin',
      'in',
      'yarış',
      'test',
    ]);
    expect(searchTerms('')).toEqual([]);
  });
});
