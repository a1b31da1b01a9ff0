import { parseSpendingLimit, SPENDING_LIMIT_MAX } from '@kanat/shared/rules';

describe('parseSpendingLimit', () => {
  it.each([
    ['250000', 250_000],
    ['250.000', 250_000],
    [' 1.000 ', 1000],
    [75_000, 75_000],
    [SPENDING_LIMIT_MAX, SPENDING_LIMIT_MAX],
  ])('reads %p as %p TL', (input, value) => {
    expect(parseSpendingLimit(input)).toEqual({ value });
  });

  it('reads nothing typed as no limit', () => {
    expect(parseSpendingLimit('')).toEqual({ value: null });
    expect(parseSpendingLimit(null)).toEqual({ value: null });
  });

  it.each([0, -5, 1.5, SPENDING_LIMIT_MAX + 1, '12,5', 'çok', '1.00', true])(
    'refuses %p in Turkish',
    (input) => {
      expect(parseSpendingLimit(input)).toEqual({
        error:
          'Harcama limiti, en fazla 1.000.000.000 TL olan pozitif bir tam sayı olmalı (kaldırmak için boş bırakın).',
      });
    },
  );
});
