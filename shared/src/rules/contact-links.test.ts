import { addressMapLink, mailLink, telephoneLink } from './contact-links';

describe('contact links derived from what staff type', () => {
  it('dials a Turkish number however it is written', () => {
    for (const typed of [
      '+90 (212) 555 01 23',
      '0212 555 01 23',
      '212 555 01 23',
      '0090 212 555 0123',
    ]) {
      expect(telephoneLink(typed)).toBe('tel:+902125550123');
    }
    expect(telephoneLink('+49 30 1234567')).toBe('tel:+49301234567');
    expect(telephoneLink('0532 111 22 33')).toBe('tel:+905321112233');
  });

  it('refuses what cannot be dialled', () => {
    for (const typed of ['', 'yok', '555 01 23', '+1']) expect(telephoneLink(typed)).toBeNull();
  });

  it('mails an address and finds a place on the map', () => {
    expect(mailLink(' iletisim@kanatmezat.com.tr ')).toBe('mailto:iletisim@kanatmezat.com.tr');
    expect(mailLink('iletisim')).toBeNull();
    expect(addressMapLink('Kemeraltı Cd.  No:5, Konak / İzmir')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Kemeralt%C4%B1%20Cd.%20No%3A5%2C%20Konak%20%2F%20%C4%B0zmir',
    );
    expect(addressMapLink('  ')).toBeNull();
  });
});
