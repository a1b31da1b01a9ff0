import type { BankImportView, BankLineRow } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import { StaffGate } from '../../../layout/staff-gate';
import BankArea from '../index';

let server: FetchStub;
const accountant = member({ staff: true, roles: ['accountant'] });
// 2026-11-28 10:30 in Turkey (UTC+3).
const importedAt = Date.UTC(2026, 10, 28, 7, 30);

const line = (over: Partial<BankLineRow>): BankLineRow => ({
  id: '1',
  lineNo: 1,
  bookedOn: '2026-11-27',
  amountKurus: 859_000,
  description: 'KM0000001262 Ayşe Güneş',
  state: 'matched',
  statementId: '12',
  reference: 'KM0000001262',
  ...over,
});

const imported: BankImportView = {
  id: '5',
  fileName: 'kasim.csv',
  importedAt,
  skipped: 1,
  lines: [
    line({}),
    line({
      id: '2',
      lineNo: 2,
      amountKurus: 125_050,
      description: 'Güvercin parası Şükrü',
      state: 'unmatched',
      statementId: null,
      reference: null,
    }),
    line({
      id: '3',
      lineNo: 3,
      amountKurus: 4_000,
      description: 'Hesap işletim ücreti',
      state: 'unmatched',
      statementId: null,
      reference: null,
    }),
  ],
};

const rowsOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr')).map((row) =>
    Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent),
  );

const render = (path = '/yonetim/banka') =>
  renderInSite(
    <StaffGate>
      <BankArea />
    </StaffGate>,
    { path, mount: '/yonetim/banka/*', user: accountant },
  );

/** A file chosen in the upload's file field. */
function choose(content: BlobPart, name = 'kasim.csv') {
  const file = new File([content], name, { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV dosyası'), { target: { files: [file] } });
}

beforeEach(() => {
  server = stubFetch();
  server.on(
    'POST',
    '/api/fn/adminBankImports',
    callableOk({
      rows: [
        {
          id: '4',
          fileName: 'ekim.csv',
          importedAt: importedAt - 30 * 86_400_000,
          lineCount: 12,
          unmatchedCount: 0,
        },
      ],
    }),
  );
  server.on('POST', '/api/fn/adminBankImport', callableOk(imported));
});
afterEach(() => server.restore());

describe("the bank's statement", () => {
  it('reads the chosen CSV as text, sends it, and shows each line with its state', async () => {
    render();
    await screen.findByTestId('bank-imports');
    const csv =
      '27.11.2026;8.590,00;KM0000001262 Ayşe Güneş\n27.11.2026;1.250,50;Güvercin parası Şükrü\n';
    choose(csv);
    fireEvent.click(screen.getByRole('button', { name: 'Dökümü yükle' }));
    const result = await screen.findByTestId('bank-import');
    expect(server.callsTo('adminBankImport')).toEqual([{ fileName: 'kasim.csv', csv }]);
    expect(within(result).getByTestId('import-counts').textContent).toBe(
      '3 satır, 2 eşleşmeyen. 1 satır daha önce yüklendiği için atlandı.',
    );
    const rows = rowsOf(within(result).getByTestId('bank-lines'));
    expect(rows.map((cells) => cells.slice(0, 5))).toEqual([
      ['1', '27.11.2026', '8.590,00 TL', 'KM0000001262 Ayşe Güneş', 'Eşleşti'],
      ['2', '27.11.2026', '1.250,50 TL', 'Güvercin parası Şükrü', 'Eşleşmedi'],
      ['3', '27.11.2026', '40,00 TL', 'Hesap işletim ücreti', 'Eşleşmedi'],
    ]);
    expect(within(result).getByRole('link', { name: 'KM0000001262' }).getAttribute('href')).toBe(
      '/yonetim/alim-belgeleri/12',
    );
    expect(within(result).getAllByTestId('settle-line')).toHaveLength(2);
  });

  it('reads a Windows-1254 file with its Turkish letters', async () => {
    render();
    await screen.findByTestId('bank-imports');
    // 'Şükrü' in Windows-1254: Ş = 0xDE, ü = 0xFC.
    choose(new Uint8Array([0xde, 0xfc, 0x6b, 0x72, 0xfc]));
    fireEvent.click(screen.getByRole('button', { name: 'Dökümü yükle' }));
    await screen.findByTestId('bank-import');
    expect(server.callsTo('adminBankImport')).toEqual([{ fileName: 'kasim.csv', csv: 'Şükrü' }]);
  });

  it('asks for a file, and shows the server’s refusal of a broken one', async () => {
    server.on('POST', '/api/fn/adminBankImport', {
      status: 400,
      body: {
        error: {
          status: 'INVALID_ARGUMENT',
          message: '3. satır okunamadı: tutar geçersiz. Dosyadan hiçbir satır işlenmedi.',
        },
      },
    });
    render();
    await screen.findByTestId('bank-imports');
    fireEvent.click(screen.getByRole('button', { name: 'Dökümü yükle' }));
    expect(await screen.findByText('Bir CSV dosyası seçin.')).toBeTruthy();
    expect(server.callsTo('adminBankImport')).toEqual([]);
    choose('bozuk');
    fireEvent.click(screen.getByRole('button', { name: 'Dökümü yükle' }));
    expect(
      await screen.findByText(
        '3. satır okunamadı: tutar geçersiz. Dosyadan hiçbir satır işlenmedi.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('bank-import')).toBeNull();
  });

  it('settles an unmatched line against a statement typed by reference, and sets one aside', async () => {
    server.on('POST', '/api/fn/adminBankLineSettle', (request) => {
      const { lineId, statementId } = (request.body as { data: Record<string, string | null> })
        .data;
      const before = imported.lines.find((l) => l.id === lineId) as BankLineRow;
      return callableOk(
        statementId === null
          ? { ...before, state: 'ignored' }
          : { ...before, state: 'settled', statementId, reference: 'KM0000001262' },
      );
    });
    render();
    await screen.findByTestId('bank-imports');
    choose('x');
    fireEvent.click(screen.getByRole('button', { name: 'Dökümü yükle' }));
    const result = within(await screen.findByTestId('bank-import'));
    const box = result.getByLabelText('2. satırın alım belgesi (KM ile başlayan referans)');
    fireEvent.change(box, { target: { value: 'yok' } });
    fireEvent.click(result.getAllByRole('button', { name: 'Eşle' })[0] as HTMLElement);
    expect(
      await result.findByText(
        'Alım belgesinin KM ile başlayan referansını yazın: belgede ve havalenin açıklamasında yazar.',
      ),
    ).toBeTruthy();
    fireEvent.change(box, { target: { value: 'km 00000012-62' } });
    fireEvent.click(result.getAllByRole('button', { name: 'Eşle' })[0] as HTMLElement);
    expect(await result.findByText('2. satır işlendi.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(result.getByTestId('settle-notice')));
    fireEvent.click(result.getByRole('button', { name: 'Yok say' }));
    expect(await result.findByText('3. satır işlendi.')).toBeTruthy();
    expect(server.callsTo('adminBankLineSettle')).toEqual([
      { lineId: '2', statementId: '12' },
      { lineId: '3', statementId: null },
    ]);
    expect(rowsOf(result.getByTestId('bank-lines')).map((cells) => cells[4])).toEqual([
      'Eşleşti',
      'Elle eşlendi',
      'Yok sayıldı',
    ]);
    expect(result.queryAllByTestId('settle-line')).toHaveLength(0);
  });

  it('lists earlier imports and opens one', async () => {
    server.on('POST', '/api/fn/adminBankImportGet', callableOk({ ...imported, id: '4' }));
    render();
    const imports = await screen.findByTestId('bank-imports');
    expect(rowsOf(imports)).toEqual([['ekim.csv', '29.10.2026 10:30', '12', '0']]);
    fireEvent.click(within(imports).getByRole('link', { name: 'ekim.csv' }));
    await screen.findByTestId('bank-import');
    await waitFor(() => expect(server.callsTo('adminBankImportGet')).toEqual([{ id: '4' }]));
  });
});
