import { normalizeTagNum, validateSaleRequestForm, validateTagNum } from '@kanat/shared/rules';

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
