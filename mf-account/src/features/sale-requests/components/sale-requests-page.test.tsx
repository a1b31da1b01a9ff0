import type { SaleRequestView } from '@kanat/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import MfAccountRoutes from '../../../exposed/routes';

let server: FetchStub;
let mine: SaleRequestView[];

const view = (id: number, over: Partial<SaleRequestView> = {}): SaleRequestView => ({
  id,
  status: 'pending',
  tagNum: `TR-2024-55500${id}`,
  state: 'Yarışçı',
  description: '',
  wishedPrice: 2500,
  photos: [{ url: `/media/s/${id}-1280.jpg`, thumbUrl: `/media/s/${id}-320.jpg`, variants: [] }],
  reason: null,
  pigeonSerial: null,
  races: [],
  createdAt: Date.UTC(2025, 4, 1, 9, 0),
  decidedAt: null,
  ...over,
});

const stored = (id: string) => ({
  id,
  purpose: 'sale-request-photo',
  kind: 'image',
  url: `/media/sale-requests/${id}-1280.jpg`,
  contentType: 'image/jpeg',
  bytes: 1000,
  width: 1280,
  height: 960,
  variants: [{ url: `/media/sale-requests/${id}-320.jpg`, width: 320, height: 240 }],
});

beforeEach(() => {
  mine = [
    view(1, { status: 'rejected', reason: 'Bilezik okunmuyor.', decidedAt: 1 }),
    view(2, { status: 'accepted', pigeonSerial: 1301, decidedAt: 1 }),
  ];
  server = stubFetch();
  server.on('POST', '/api/fn/saleRequestsMine', () => callableOk({ requests: mine }));
  let n = 0;
  server.on('POST', '/api/uploads', () => {
    n += 1;
    return { status: 201, body: stored(`m${n}`) };
  });
});
afterEach(() => server.restore());

const open = () =>
  renderInSite(<MfAccountRoutes />, { path: '/hesabim/satis-talepleri', user: member() });

describe('the member’s sale requests', () => {
  it('lists each request with its state, the reason or the pigeon number', async () => {
    open();
    const items = await screen.findAllByTestId('my-sale-request');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Reddedildi')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Neden: Bilezik okunmuyor.')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Güvercin no: 001301')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Hesabım' });
    expect(within(nav).getByRole('link', { name: 'Satış talepleri' }).getAttribute('href')).toBe(
      '/hesabim/satis-talepleri',
    );
  });

  it('sends a new request with uploaded photos, cover first', async () => {
    server.on('POST', '/api/fn/saleRequestCreate', () => {
      mine = [view(3), ...mine];
      return callableOk({ request: view(3) });
    });
    const site = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Satış talebi oluştur' }));
    const form = screen.getByRole('form', { name: 'Yeni satış talebi' });
    fireEvent.change(within(form).getByLabelText('Bilezik numarası'), {
      target: { value: 'TR-2024-555003' },
    });
    fireEvent.change(within(form).getByLabelText('Durum'), { target: { value: 'Yarışçı' } });
    fireEvent.change(within(form).getByLabelText('İstenen başlangıç fiyatı (TL)'), {
      target: { value: '3000' },
    });
    await act(async () => {
      fireEvent.change(within(form).getByLabelText('Fotoğraf ekle'), {
        target: {
          files: [
            new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
            new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
          ],
        },
      });
    });
    await waitFor(() => expect(within(form).getAllByRole('img')).toHaveLength(2));
    expect(
      server.requests
        .filter((r) => r.path === '/api/uploads')
        .map((r) => (r.body as { purpose: string }).purpose),
    ).toEqual(['sale-request-photo', 'sale-request-photo']);
    fireEvent.click(within(form).getByRole('button', { name: 'Öne al: 2. dosya' }));

    fireEvent.click(within(form).getByRole('button', { name: 'Talebi gönder' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Yeni satış talebi' })).toBeNull(),
    );
    expect(server.callsTo('saleRequestCreate')).toEqual([
      {
        tagNum: 'TR-2024-555003',
        state: 'Yarışçı',
        description: '',
        wishedPrice: 3000,
        photoIds: ['m2', 'm1'],
        races: [],
      },
    ]);
    expect(await screen.findAllByTestId('my-sale-request')).toHaveLength(3);
    expect(site.toastTexts()).toContain('Talebiniz alındı. Kararımızı SMS ile bildireceğiz.');
  });

  it('sends the pigeon’s race results, each row checked by the shared rule first', async () => {
    server.on('POST', '/api/fn/saleRequestCreate', () => callableOk({ request: view(4) }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Satış talebi oluştur' }));
    const form = screen.getByRole('form', { name: 'Yeni satış talebi' });
    fireEvent.change(within(form).getByLabelText('Bilezik numarası'), {
      target: { value: 'TR-2024-555004' },
    });
    fireEvent.change(within(form).getByLabelText('Durum'), { target: { value: 'Yarışçı' } });
    fireEvent.change(within(form).getByLabelText('İstenen başlangıç fiyatı (TL)'), {
      target: { value: '3000' },
    });
    await act(async () => {
      fireEvent.change(within(form).getByLabelText('Fotoğraf ekle'), {
        target: { files: [new File(['a'], 'a.jpg', { type: 'image/jpeg' })] },
      });
    });
    await waitFor(() => expect(within(form).getAllByRole('img')).toHaveLength(1));

    const races = within(form).getByTestId('sale-request-races');
    fireEvent.click(within(races).getByRole('button', { name: 'Sonuç ekle' }));
    const row = within(races).getByTestId('race-result-row');
    const type = (label: string, value: string) =>
      fireEvent.change(within(row).getByLabelText(label), { target: { value } });
    type('Yarış', 'Ege Bölge Yarışı');
    type('Tarih', '2025-05-18');
    type('Salım yeri', 'Afyon');
    type('Mesafe (km)', '312,5');
    type('Derece', '900');
    type('Katılan kuş', '80');
    fireEvent.click(within(form).getByRole('button', { name: 'Talebi gönder' }));
    expect(
      await within(row).findByText('Derece, katılan kuş sayısından (80) büyük olamaz.'),
    ).toBeTruthy();
    expect(
      within(form).getByText('1. satır: Derece, katılan kuş sayısından (80) büyük olamaz.'),
    ).toBeTruthy();
    expect(within(row).getByLabelText('Derece').getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('saleRequestCreate')).toEqual([]);

    type('Derece', '4');
    fireEvent.click(within(form).getByRole('button', { name: 'Talebi gönder' }));
    await waitFor(() => expect(server.callsTo('saleRequestCreate')).toHaveLength(1));
    expect(server.callsTo('saleRequestCreate')[0]).toMatchObject({
      races: [
        {
          name: 'Ege Bölge Yarışı',
          date: '2025-05-18',
          releasePoint: 'Afyon',
          distanceKm: '312,5',
          place: '4',
          basketed: '80',
          speed: '',
          coefficient: '',
        },
      ],
    });
  });

  it('explains in Turkish what is missing and shows the server’s refusal', async () => {
    server.on('POST', '/api/fn/saleRequestCreate', {
      status: 429,
      body: {
        error: {
          status: 'RESOURCE_EXHAUSTED',
          message:
            'Bekleyen 5 satış talebiniz var. Yenisini göndermek için bunların sonuçlanmasını bekleyin.',
        },
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Satış talebi oluştur' }));
    const form = screen.getByRole('form', { name: 'Yeni satış talebi' });
    fireEvent.click(within(form).getByRole('button', { name: 'Talebi gönder' }));
    expect(await within(form).findByText('1 ile 8 arasında fotoğraf ekleyin.')).toBeTruthy();
    expect(within(form).getByText('Bilezik numarasını yazın.')).toBeTruthy();
    expect(server.callsTo('saleRequestCreate')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Bilezik numarası'), {
      target: { value: 'TR-2024-555009' },
    });
    fireEvent.change(within(form).getByLabelText('Durum'), { target: { value: 'Damızlık' } });
    fireEvent.change(within(form).getByLabelText('İstenen başlangıç fiyatı (TL)'), {
      target: { value: '1000' },
    });
    await act(async () => {
      fireEvent.change(within(form).getByLabelText('Fotoğraf ekle'), {
        target: { files: [new File(['a'], 'a.jpg', { type: 'image/jpeg' })] },
      });
    });
    await waitFor(() => expect(within(form).getAllByRole('img')).toHaveLength(1));
    fireEvent.click(within(form).getByRole('button', { name: 'Talebi gönder' }));
    expect(
      await within(form).findByText(
        'Bekleyen 5 satış talebiniz var. Yenisini göndermek için bunların sonuçlanmasını bekleyin.',
      ),
    ).toBeTruthy();
  });
});
