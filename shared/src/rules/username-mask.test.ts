import { MASK_FILL, maskUsername } from './username-mask';

/** How many letters of `name` the mask shows. */
const shownLetters = (masked: string) => Array.from(masked.replace(MASK_FILL, '')).length;

describe('maskUsername', () => {
  it.each([
    ['ahmetyilmaz', 'ah•••az'],
    ['ahmet_et', 'ah•••et'],
    ['kartal34', 'ka•••34'],
    ['kartal3', 'ka•••3'],
    ['kartal', 'ka•••l'],
    ['deniz', 'd•••'],
    ['ayse', 'a•••'],
    ['ali', 'a•••'],
    ['al', 'a•••'],
    ['a', '•••'],
    ['', '•••'],
  ])('%s -> %s', (name, masked) => {
    expect(maskUsername(name)).toBe(masked);
  });

  it('counts Turkish and other non-ASCII letters whole', () => {
    expect(maskUsername('şükrü_öz')).toBe('şü•••öz');
    expect(maskUsername('çağrı')).toBe('ç•••');
  });

  it('never shows more than half of any name, and always hides something', () => {
    for (let length = 0; length <= 40; length += 1) {
      const name = 'abcdefghijklmnopqrstuvwxyz0123456789_.-x'.slice(0, length);
      const masked = maskUsername(name);
      expect(masked).toContain(MASK_FILL);
      expect(shownLetters(masked)).toBeLessThanOrEqual(Math.floor(length / 2));
      // Three bullets whatever the length: the mask does not give it away.
      expect(masked.split('•').length - 1).toBe(3);
    }
  });

  it('ignores surrounding spaces', () => {
    expect(maskUsername('  kartal34 ')).toBe('ka•••34');
  });
});
