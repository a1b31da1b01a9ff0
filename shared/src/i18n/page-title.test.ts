import { messages as fullMessages, pageTitle as fullPageTitle } from '@kanat/shared/i18n/full';
import { messages, pageTitle } from './index';

describe('pageTitle', () => {
  it("names a page before the site's name, and the site alone without a name", () => {
    expect(pageTitle('Açık Arttırmalar')).toBe('Açık Arttırmalar | Kanat Mezat');
    expect(pageTitle(messages.notFound.title)).toBe('Sayfa Bulunamadı | Kanat Mezat');
    expect(pageTitle()).toBe('Kanat Mezat');
    expect(pageTitle(null)).toBe('Kanat Mezat');
  });

  it('keeps a name as it is, braces and all', () => {
    expect(pageTitle('Gök {page} Alaca $&')).toBe('Gök {page} Alaca $& | Kanat Mezat');
  });

  it("is the server's title too: one site name in both catalogues", () => {
    expect(fullPageTitle).toBe(pageTitle);
    expect(fullMessages.share.siteName).toBe(pageTitle());
  });
});
