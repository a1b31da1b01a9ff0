import {
  formatDate,
  formatDateTime,
  formatLongDate,
  padSerial,
  SERIAL_DIGITS,
} from '@kanat/shared/format';

describe('padSerial (SPEC §9: 6 digits)', () => {
  it.each([
    [0, '000000'],
    [7, '000007'],
    [4521, '004521'],
    [123456, '123456'],
    ['42', '000042'],
  ])('%p -> %s', (serial, text) => {
    expect(padSerial(serial)).toBe(text);
  });

  it('never cuts a longer serial', () => {
    expect(padSerial(1234567)).toBe('1234567');
    expect(SERIAL_DIGITS).toBe(6);
  });
});

describe('dates in tr-TR, Turkey time', () => {
  const march5 = Date.UTC(2024, 2, 5, 11, 30);

  it('formatDate gives day.month.year', () => {
    expect(formatDate(march5)).toBe('05.03.2024');
    expect(formatDate('2023-12-31T22:30:00Z')).toBe('01.01.2024');
    expect(formatDate(new Date(march5))).toBe('05.03.2024');
  });

  it('formatDateTime adds hours and minutes in Turkey time', () => {
    expect(formatDateTime(march5)).toBe('05.03.2024 14:30');
  });

  it('formatLongDate spells the month in Turkish', () => {
    expect(formatLongDate(march5)).toBe('5 Mart 2024');
    expect(formatLongDate(Date.UTC(2024, 7, 20, 9))).toBe('20 Ağustos 2024');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDate('yarın')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(formatLongDate('')).toBe('');
  });
});
