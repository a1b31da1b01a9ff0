import { MAX_HTML_DEPTH, safeUrl, sanitizeHtml, sanitizeHtmlToString } from './sanitize-html';
import { forbidden, xssPayloads } from './xss-payloads';

describe('sanitizeHtml', () => {
  it('keeps allowed structure and text', () => {
    const html =
      '<h2>Başlık</h2><p>Güvercin <strong>yarışı</strong> ve <em>şölen</em></p><ul><li>bir</li></ul>';
    expect(sanitizeHtmlToString(html)).toBe(html);
  });

  it('drops scripts, styles, frames and forms together with their content', () => {
    const out = sanitizeHtmlToString(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><form><input value="x"></form><svg><script>alert(2)</script></svg><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('removes event handlers, styles and unknown attributes', () => {
    const out = sanitizeHtmlToString(
      '<p onclick="alert(1)" style="color:red" class="x" title="t">x</p><img src="/media/c.png" onerror="alert(1)" alt="k">',
    );
    expect(out).toBe(
      '<p title="t">x</p><img src="/media/c.png" alt="k" loading="lazy" decoding="async">',
    );
  });

  it('keeps the text of unknown elements', () => {
    expect(
      sanitizeHtmlToString('<font color="red">renkli <custom-el>metin</custom-el></font>'),
    ).toBe('renkli metin');
  });

  it('refuses javascript:, data: and disguised schemes in links and images', () => {
    const out = sanitizeHtmlToString(
      '<a href="javascript:alert(1)">a</a><a href="java\tscript:alert(1)">b</a><a href=" JAVASCRIPT:alert(1)">c</a><img src="data:image/svg+xml,<svg onload=alert(1)>" alt="d">',
    );
    // A picture without an address would be an empty box: it goes.
    expect(out).toBe('<a>a</a><a>b</a><a>c</a>');
  });

  it('opens new-tab links without an opener and resolves relative URLs against the file', () => {
    const out = sanitizeHtmlToString(
      '<a href="kurallar.html" target="_top">k</a><img src="/media/site/logo.png" alt="logo">',
      { baseUrl: 'http://localhost/static/kurumsal/hakkimizda.html' },
    );
    expect(out).toBe(
      '<a href="http://localhost/static/kurumsal/kurallar.html" target="_blank" rel="noopener noreferrer">k</a><img src="http://localhost/media/site/logo.png" alt="logo" loading="lazy" decoding="async">',
    );
  });
});

describe('safeUrl', () => {
  it('accepts web, mail and phone links and keeps relative ones relative', () => {
    expect(safeUrl('https://kanatmezat.test/a')).toBe('https://kanatmezat.test/a');
    expect(safeUrl('mailto:info@kanatmezat.test')).toBe('mailto:info@kanatmezat.test');
    expect(safeUrl('tel:+905321234567')).toBe('tel:+905321234567');
    expect(safeUrl('/iletisim')).toBe('/iletisim');
    expect(safeUrl('#bolum')).toBe('#bolum');
  });

  it('rejects everything else', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('vbscript:x')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl('   ')).toBeNull();
  });
});

describe('headings', () => {
  it('turns h1 into h2, since the page around the HTML has its own title', () => {
    expect(sanitizeHtmlToString('<h1>Bölüm</h1><p>x</p>')).toBe('<h2>Bölüm</h2><p>x</p>');
  });

  it('leaves out a leading heading that repeats the page title', () => {
    const options = { omitLeadingHeading: 'Hakkımızda' };
    expect(sanitizeHtmlToString('<h1>HAKKIMIZDA </h1><p>x</p><h2>Hakkımızda</h2>', options)).toBe(
      '<p>x</p><h2>Hakkımızda</h2>',
    );
    expect(sanitizeHtmlToString('<h1>Biz Kimiz</h1><p>x</p>', options)).toBe(
      '<h2>Biz Kimiz</h2><p>x</p>',
    );
  });

  it('re-levels the headings so none skips a level under the page title', () => {
    expect(
      sanitizeHtmlToString('<h3>Öne Çıkanlar</h3><p>x</p><h5>Ayrıntı</h5><h3>Sonuç</h3>'),
    ).toBe('<h2>Öne Çıkanlar</h2><p>x</p><h3>Ayrıntı</h3><h2>Sonuç</h2>');
    expect(sanitizeHtmlToString('<h2>Bir</h2><h4>İki</h4><h3>Üç</h3><h4>Dört</h4>')).toBe(
      '<h2>Bir</h2><h3>İki</h3><h3>Üç</h3><h4>Dört</h4>',
    );
  });
});

describe('pictures', () => {
  it("shows pictures from this site's media folder only", () => {
    expect(
      sanitizeHtmlToString(
        '<img src="/media/news/a-1280.jpg" alt="bizim"><img src="https://evil.example/iz.gif" alt="dış">' +
          '<img src="/static/brand/logo.svg" alt="marka"><img src="/media/a.jpg?x=1" alt="sorgu">',
      ),
    ).toBe('<img src="/media/news/a-1280.jpg" alt="bizim" loading="lazy" decoding="async">');
  });
});

describe('hostile input', () => {
  it('flattens absurdly deep nesting to text instead of recursing without end', () => {
    const depth = 5000;
    const html = `${'<div>'.repeat(depth)}derin${'</div>'.repeat(depth)}`;
    const out = sanitizeHtmlToString(html);
    expect(out).toContain('derin');
    expect(out.split('<div>').length - 1).toBeLessThanOrEqual(MAX_HTML_DEPTH);
  });

  it('never lets ids or names through, so the page cannot be clobbered', () => {
    expect(sanitizeHtmlToString('<img id="x" name="y" src="/media/a.png" alt="">')).toBe(
      '<img src="/media/a.png" alt="" loading="lazy" decoding="async">',
    );
  });

  it('drops the classic payloads', () => {
    const payloads = [
      '<img src=x onerror="window.__xss=1">',
      '<svg/onload="window.__xss=1">',
      '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
      '<a href="javascript:window.__xss=1">x</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
      '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
      '<form><button formaction="javascript:window.__xss=1">x</button></form>',
      '<details open ontoggle="window.__xss=1">',
      '<p style="background:url(javascript:window.__xss=1)">x</p>',
    ];
    for (const payload of payloads) {
      // Judged on the nodes that would be inserted: text inside a title attribute is inert.
      const holder = document.createElement('div');
      holder.appendChild(sanitizeHtml(payload));
      expect(
        holder.querySelector('script, iframe, svg, math, style, form, button, details'),
      ).toBeNull();
      for (const element of Array.from(holder.querySelectorAll('*'))) {
        for (const { name, value } of Array.from(element.attributes)) {
          expect(name).not.toMatch(/^on|^style$|^srcdoc$|^formaction$/);
          expect(value).not.toMatch(/^\s*javascript:/i);
        }
      }
    }
  });
});

describe('stored-XSS payloads (the same list the server is tested with)', () => {
  it.each(xssPayloads)('removes everything executable from %s', (payload) => {
    const clean = sanitizeHtmlToString(`<p>Önce</p>${payload}<p>Sonra</p>`);
    for (const pattern of forbidden) expect(clean).not.toMatch(pattern);
    expect(clean).toContain('<p>Önce</p>');
    expect(sanitizeHtmlToString(clean)).toBe(clean);
  });

  it('keeps what the server keeps, the way the server cleans it', () => {
    expect(
      sanitizeHtmlToString(
        '<q cite="https://a.example">söz</q> <cite>kaynak</cite> <abbr title="x">kısa</abbr>' +
          '<ol start="3" reversed><li>Üç</li></ol><img src="mailto:a@b.example" alt="m">' +
          '<a href="/\\evil.example/">kaçak</a>',
      ),
    ).toBe('<q>söz</q> <cite>kaynak</cite> kısa<ol start="3"><li>Üç</li></ol>' + '<a>kaçak</a>');
  });

  it('keeps the rel words the server added and never lets "opener" through', () => {
    expect(
      sanitizeHtmlToString(
        '<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">a</a>' +
          '<a href="https://b.example" rel="opener">b</a>',
      ),
    ).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer nofollow">a</a>' +
        '<a href="https://b.example/">b</a>',
    );
  });
});
