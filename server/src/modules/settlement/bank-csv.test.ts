import { parseBankCsv } from './bank-csv';

const read = (csv: string) =>
  parseBankCsv(csv).map(({ lineNo, bookedOn, amountKurus, description }) => ({
    lineNo,
    bookedOn,
    amountKurus,
    description,
  }));

describe("reading the bank's CSV export (issue 33)", () => {
  it("reads a Turkish bank's export: ';', dd.mm.yyyy, '1.250,50', a BOM and a header", () => {
    expect(
      read('\uFEFFTarih;Tutar;Açıklama\r\n28.11.2026;1.250,50;EFT KM0000000109\r\n\r\n'),
    ).toEqual([
      { lineNo: 2, bookedOn: '2026-11-28', amountKurus: 125_050, description: 'EFT KM0000000109' },
    ]);
  });

  it("reads ',' with quotes, ISO days and English decimals, without a header", () => {
    expect(read('2026-11-28,1250.50,Transfer\n2026-11-27,-75.00,"Fee, monthly"')).toEqual([
      { lineNo: 1, bookedOn: '2026-11-28', amountKurus: 125_050, description: 'Transfer' },
      { lineNo: 2, bookedOn: '2026-11-27', amountKurus: -7_500, description: 'Fee, monthly' },
    ]);
  });

  it('takes the columns a header names, in any order, and leaves the others', () => {
    expect(
      read('İşlem Tarihi;Açıklama;Tutar;Bakiye\n01.12.2026;Havale Ayşe;300,00;10.300,00'),
    ).toEqual([
      { lineNo: 2, bookedOn: '2026-12-01', amountKurus: 30_000, description: 'Havale Ayşe' },
    ]);
  });

  it('tells the same movement twice in one file apart, and one file read twice alike', () => {
    const csv = '28.11.2026;100,00;Aidat\n28.11.2026;100,00;Aidat';
    const [first, second] = parseBankCsv(csv);
    expect(first?.fingerprint).not.toBe(second?.fingerprint);
    expect(parseBankCsv(csv).map((l) => l.fingerprint)).toEqual([
      first?.fingerprint,
      second?.fingerprint,
    ]);
  });
});
