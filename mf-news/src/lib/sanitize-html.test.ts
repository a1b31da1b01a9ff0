import { safeUrl, sanitizeHtmlToString } from './sanitize-html';

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
      '<p onclick="alert(1)" style="color:red" class="x" title="t">x</p><img src="https://a.b/c.png" onerror="alert(1)" alt="k">',
    );
    expect(out).toBe('<p title="t">x</p><img src="https://a.b/c.png" alt="k">');
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
    expect(out).toBe('<a>a</a><a>b</a><a>c</a><img alt="d">');
  });

  it('opens new-tab links without an opener and resolves relative URLs against the file', () => {
    const out = sanitizeHtmlToString(
      '<a href="kurallar.html" target="_top">k</a><img src="img/logo.png" alt="logo">',
      { baseUrl: 'https://site.test/static/kurumsal/hakkimizda.html' },
    );
    expect(out).toBe(
      '<a href="https://site.test/static/kurumsal/kurallar.html" target="_blank" rel="noopener noreferrer">k</a><img src="https://site.test/static/kurumsal/img/logo.png" alt="logo">',
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
});
