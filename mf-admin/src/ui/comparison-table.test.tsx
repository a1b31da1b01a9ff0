import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../shared/test/render';
import { ComparisonTable } from './comparison-table';

describe('ComparisonTable', () => {
  it('names the table and shows each field with its two values, changed rows marked', () => {
    renderWithTheme(
      <ComparisonTable
        caption="Profil değişikliği"
        headings={{ field: 'Alan', before: 'Kayıtlı bilgi', after: 'İstenen bilgi' }}
        rows={[
          { key: 'city', label: 'İlçe', before: 'Kadıköy', after: 'Üsküdar', changed: true },
          { key: 'province', label: 'İl', before: 'İstanbul', after: 'İstanbul', changed: false },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Profil değişikliği' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Alan', 'Kayıtlı bilgi', 'İstenen bilgi']);
    const [, city, province] = within(table).getAllByRole('row');
    expect(within(city as HTMLElement).getByRole('rowheader').textContent).toBe('İlçe');
    expect(
      within(city as HTMLElement)
        .getAllByRole('cell')
        .map((td) => [td.textContent, td.dataset.label]),
    ).toEqual([
      ['Kadıköy', 'Kayıtlı bilgi'],
      ['Üsküdar', 'İstenen bilgi'],
    ]);
    expect(city?.dataset.changed).toBe('true');
    expect(province?.dataset.changed).toBeUndefined();
  });
});
