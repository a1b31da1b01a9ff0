import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../shared/test/render';
import { type ConsoleColumn, DataTable } from './data-table';

interface Member {
  uid: string;
  name: string;
  phone: string;
}

const columns: ConsoleColumn<Member>[] = [
  {
    key: 'name',
    header: 'Ad soyad',
    render: (m) => <a href={`/yonetim/uyeler/${m.uid}`}>{m.name}</a>,
    primary: true,
  },
  { key: 'phone', header: 'Telefon', render: (m) => m.phone, align: 'right' },
];

const rows: Member[] = [
  { uid: 'u1', name: 'Ayşe Yılmaz', phone: '+905321112233' },
  { uid: 'u2', name: 'Ömer Çelik', phone: '+905339998877' },
];

describe('DataTable', () => {
  it('is a named table with a header row and one row per record', () => {
    renderWithTheme(
      <DataTable caption="Üyeler" columns={columns} rows={rows} rowKey={(m) => m.uid} />,
    );
    const table = screen.getByRole('table', { name: 'Üyeler' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Ad soyad', 'Telefon']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(
      body.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Ayşe Yılmaz', '+905321112233'],
      ['Ömer Çelik', '+905339998877'],
    ]);
    expect(within(table).getByRole('link', { name: 'Ömer Çelik' }).getAttribute('href')).toBe(
      '/yonetim/uyeler/u2',
    );
  });

  it('labels every cell with its heading for the phone cards, the primary one as the title', () => {
    renderWithTheme(
      <DataTable caption="Üyeler" columns={columns} rows={rows} rowKey={(m) => m.uid} />,
    );
    const [name, phone] = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(name.getAttribute('data-label')).toBe('Ad soyad');
    expect(name.getAttribute('data-primary')).toBe('true');
    expect(phone.getAttribute('data-label')).toBe('Telefon');
    expect(phone.getAttribute('data-primary')).toBeNull();
    expect(phone.getAttribute('data-align')).toBe('right');
  });

  it('says there is nothing, in Turkish by default or in the given words', () => {
    const { rerender } = renderWithTheme(
      <DataTable caption="Üyeler" columns={columns} rows={[]} rowKey={(m) => m.uid} />,
    );
    expect(screen.getByRole('cell').textContent).toBe('Kayıt yok.');
    rerender(
      <DataTable
        caption="Üyeler"
        columns={columns}
        rows={[]}
        rowKey={(m) => m.uid}
        empty="Aramaya uyan üye yok."
      />,
    );
    expect(screen.getByRole('cell').textContent).toBe('Aramaya uyan üye yok.');
  });
});
