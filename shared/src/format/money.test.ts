import { formatAmount, formatMoney } from '@kanat/shared/format';

describe('formatMoney', () => {
  it.each([
    [0, '0 TL'],
    [50, '50 TL'],
    [999, '999 TL'],
    [1250, '1.250 TL'],
    [10000, '10.000 TL'],
    [1234567, '1.234.567 TL'],
  ])('%d -> %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('shows whole lira only', () => {
    expect(formatMoney(1249.6)).toBe('1.250 TL');
  });
});

describe('formatAmount', () => {
  it('groups digits the Turkish way, without the currency', () => {
    expect(formatAmount(1234567)).toBe('1.234.567');
    expect(formatAmount(75)).toBe('75');
  });
});

describe('formatAmount against Intl', () => {
  const intl = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
  it.each([0, 7, 42, 999, 1000, 1250, 9999.5, 10_000, 123_456, 1_000_000, 98_765_432, -1500])(
    '%d is written as tr-TR writes it',
    (amount) => {
      expect(formatAmount(amount)).toBe(intl.format(Math.round(amount)));
    },
  );
});
