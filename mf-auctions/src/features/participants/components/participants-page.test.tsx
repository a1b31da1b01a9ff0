import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite } from '../../../../../shared/test/render';
import { pigeonRow } from '../../../test/rows';
import { ParticipantsPage } from './participants-page';

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

const bodies = () =>
  server.requests.filter((r) => r.path === '/api/list/pigeons').map((r) => r.body);

describe('participants page', () => {
  it('starts at the configured serial and shows padded serials', async () => {
    server.on('POST', '/api/list/pigeons', {
      body: { r: [pigeonRow(), pigeonRow({ serial: 1205, active: 0, fullname: 'Hüseyin Şahin' })] },
    });
    renderInSite(<ParticipantsPage />, { siteInfo: { users_page_start_serial: '40' } });

    const table = within(await screen.findByTestId('participants-table'));
    expect(table.getByText('000042')).toBeTruthy();
    expect(table.getByText('001205')).toBeTruthy();
    expect(table.getByText('Hüseyin Şahin')).toBeTruthy();
    expect(table.getByText('Pasif')).toBeTruthy();
    expect(table.getByRole('columnheader', { name: 'Ülke' })).toBeTruthy();
    expect(bodies()[0]).toEqual({ serialFrom: 40, p: 0, c: 20 });
    expect((screen.getByLabelText('Seri No (büyüktür)') as HTMLInputElement).value).toBe('40');
  });

  it('searches with the filled fields only', async () => {
    server.on('POST', '/api/list/pigeons', { body: { r: [] } });
    renderInSite(<ParticipantsPage />);
    expect(await screen.findByText('Katılımcı bulunamadı')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Künye No'), { target: { value: ' TR-2023 ' } });
    fireEvent.change(screen.getByLabelText('Ülke'), { target: { value: 'İzmir' } });
    fireEvent.change(screen.getByLabelText('Aktif'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));

    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toEqual({ tagNum: 'TR-2023', province: 'İzmir', active: 0, p: 0, c: 20 });
  });

  it('keeps only digits in the serial, and any text in the other fields', async () => {
    server.on('POST', '/api/list/pigeons', { body: { r: [] } });
    renderInSite(<ParticipantsPage />);
    expect(await screen.findByText('Katılımcı bulunamadı')).toBeTruthy();

    const serial = screen.getByLabelText('Seri No (büyüktür)') as HTMLInputElement;
    fireEvent.change(serial, { target: { value: '12a-3' } });
    expect(serial.value).toBe('123');
    const name = screen.getByLabelText('Ad Soyad') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Ali 2' } });
    expect(name.value).toBe('Ali 2');
  });

  it('asks to reload the page when the list fails', async () => {
    renderInSite(<ParticipantsPage />);
    expect(
      await screen.findByText('Katılımcılar yüklenemedi, lütfen sayfayı yenileyin.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
  });
});
