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
