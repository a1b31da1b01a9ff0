import {
  normalizeTagNum,
  pigeonYear,
  validatePhotoSlots,
  validatePigeonForm,
  validateSaleRequestForm,
  validateTagNum,
} from '@kanat/shared/rules';

const now = new Date('2025-06-01T12:00:00Z');

describe('ring numbers', () => {
  it.each([
    ['TR-2024-123456', 'TR-2024-123456'],
    [' tr 2024 123456 ', 'TR-2024-123456'],
    ['tr.24.123456', 'TR-2024-123456'],
    ['TR-24/5', 'TR-2024-5'],
    ['be 2019 4123456', 'BE-2019-4123456'],
    ['dv-98-12345', 'DV-1998-12345'],
  ])('tidies %j to %j and accepts it', (input, tidy) => {
    expect(normalizeTagNum(input, now)).toBe(tidy);
    expect(validateTagNum(input, now)).toBeNull();
  });

  it.each([
    ['', 'Bilezik numarasını yazın.'],
    ['123456', expect.stringMatching(/^Bilezik numarası ülke kodu/)],
    ['TR-2024-12345678', expect.stringMatching(/^Bilezik numarası ülke kodu/)],
    ['TR-1985-1234', 'Bilezik yılı 1990 ile 2026 arasında olmalı.'],
    ['TR-2030-1234', 'Bilezik yılı 1990 ile 2026 arasında olmalı.'],
  ])('refuses %j in Turkish', (input, message) => {
    expect(validateTagNum(input, now)).toEqual(message);
  });
});

describe('sex, colour and year', () => {
  const form = {
    serial: null,
    tagNum: 'TR-2023-1234',
    ownerId: 'u1',
    state: 'Yarışçı',
    description: '',
    photoIds: [],
  };

  it('reads the year from the ring', () => {
    expect(pigeonYear('TR-2023-1234')).toBe(2023);
    expect(pigeonYear('be 2019 4123456')).toBe(2019);
    expect(pigeonYear('1234')).toBeNull();
  });

  it('takes erkek, dişi or bilinmiyor and a short plain colour', () => {
    for (const sex of ['male', 'female', 'unknown']) {
      expect(validatePigeonForm({ ...form, sex, colour: 'Mavi alaca' }).errors).toMatchObject({
        sex: null,
        colour: null,
      });
    }
    expect(validatePigeonForm({ ...form, sex: 'erkek', colour: 'x'.repeat(41) }).errors).toEqual(
      expect.objectContaining({
        sex: 'Cinsiyet erkek, dişi ya da bilinmiyor olmalı.',
        colour: 'Renk en çok 40 karakter olabilir.',
      }),
    );
    expect(validatePigeonForm({ ...form, colour: '<script>' }).errors.colour).toBe(
      'Renkte < ve > işaretleri kullanılamaz.',
    );
  });

  it('wants a sex chosen when a DNA certificate proves it', () => {
    expect(
      validatePigeonForm({ ...form, sex: 'unknown', hasDnaCertificate: true }).errors.sex,
    ).toBe('DNA belgesi eklenen güvercinin cinsiyetini seçin (erkek ya da dişi).');
    expect(
      validatePigeonForm({ ...form, sex: 'female', hasDnaCertificate: true }).errors.sex,
    ).toBeNull();
  });
});

describe('photo slots', () => {
  it('names each photo once at most, in the photos’ order', () => {
    expect(validatePhotoSlots(['a', 'b', 'c'], undefined)).toBeNull();
    expect(validatePhotoSlots(['a', 'b', 'c'], ['body', null, 'wings'])).toBeNull();
    expect(validatePhotoSlots(['a', 'b'], ['eye', 'eye'])).toBe(
      'Her fotoğraf türü (gövde, açık kanatlar, göz, kuyruk) yalnız bir fotoğrafa verilebilir.',
    );
    expect(validatePhotoSlots(['a', 'b'], ['body'])).toMatch(/^Fotoğraf türleri fotoğraflarla/);
    expect(validatePhotoSlots(['a'], ['kanat'])).toMatch(/^Fotoğraf türleri fotoğraflarla/);
  });
});

describe('sale request form', () => {
  it('needs 1 to 8 photos, a price and a state', () => {
    const base = {
      tagNum: 'TR-2024-1',
      state: 'Yarışçı',
      description: '',
      wishedPrice: 1000,
      photoIds: ['a'],
    };
    expect(Object.values(validateSaleRequestForm(base).errors).filter(Boolean)).toEqual([]);
    expect(validateSaleRequestForm({ ...base, photoIds: [] }).errors.photoIds).toBe(
      '1 ile 8 arasında fotoğraf ekleyin.',
    );
    expect(validateSaleRequestForm({ ...base, photoIds: Array(9).fill('a') }).errors.photoIds).toBe(
      '1 ile 8 arasında fotoğraf ekleyin.',
    );
    expect(validateSaleRequestForm({ ...base, wishedPrice: null }).errors.wishedPrice).toMatch(
      /^İstenen başlangıç fiyatı/,
    );
    expect(validateSaleRequestForm({ ...base, state: ' ' }).errors.state).toBe(
      'Durumu yazın (örneğin Yarışçı, Damızlık).',
    );
  });
});
