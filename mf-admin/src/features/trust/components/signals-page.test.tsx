import type { TrustSignalView } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import TrustSignalsArea from '../index';

let server: FetchStub;
let open: TrustSignalView[];

const signal = (over: Partial<TrustSignalView> = {}): TrustSignalView => ({
  key: 'shared-device-owner:101:uid-kemal:uid-ayse',
  kind: 'shared-device-owner',
  auctionId: '101',
  auctionName: 'Mavi Şimşek',
  memberId: 'uid-kemal',
  memberName: 'Kemal Şahin',
  otherId: 'uid-ayse',
  otherName: 'Ayşe Yılmaz',
  evidence: 'Ortak cihaz: 3f9c2a1b',
  at: Date.UTC(2026, 0, 12, 9, 30),
  reviewed: null,
  ...over,
});

const neverWins = () =>
  signal({
    key: 'raise-never-win::uid-hakan:',
    kind: 'raise-never-win',
    auctionId: null,
    auctionName: null,
    memberId: 'uid-hakan',
    memberName: 'Hakan Çelik',
    otherId: null,
    otherName: null,
    evidence: '4 biten lota teklif verdi, hiçbirini kazanmadı',
  });

const reviewed = () =>
  signal({
    key: 'shared-ip-bidder:102:uid-oya:uid-ece',
    kind: 'shared-ip-bidder',
    auctionId: '102',
    auctionName: 'Kara Kartal',
    memberId: 'uid-oya',
    memberName: 'Oya Güneş',
    otherId: 'uid-ece',
    otherName: 'Ece Güneş',
    evidence: 'Ortak ağ: 85.105.12.0/24',
    reviewed: { note: 'Aynı evde oturan kardeşler.', by: 'Selin Yönetici', at: Date.now() },
  });

const render = (path = '/yonetim/guven-sinyalleri') =>
  renderInSite(<TrustSignalsArea />, {
    path,
    mount: '/yonetim/guven-sinyalleri/*',
    user: member({ staff: true, roles: ['clerk'] }),
  });

const rowOf = (text: string) =>
  within(screen.getByTestId('trust-signals')).getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  open = [signal(), neverWins()];
  server = stubFetch();
  server.on('POST', '/api/fn/adminTrustSignals', (r: StubRequest) => {
    const { show } = (r.body as { data: { show?: string } }).data;
    return callableOk({
      signals: show === 'all' ? [...open, reviewed()] : open,
      openCount: open.length,
    });
  });
});
afterEach(() => server.restore());

describe('trust signals in the console (/yonetim/guven-sinyalleri)', () => {
  it('lists the signals not reviewed, linking the lot to its bids and the members', async () => {
    render();
    const table = await screen.findByTestId('trust-signals');
    expect(screen.getByRole('heading', { name: 'Güven sinyalleri' })).toBeTruthy();
    expect(screen.getByText(/Gölge teklif belirtileri/)).toBeTruthy();
    expect(server.callsTo('adminTrustSignals')).toEqual([{ show: 'open' }]);
    expect(table.querySelector('caption')?.textContent).toBe('Güven sinyalleri: İncelenmemişler');

    const row = rowOf('Sahibiyle aynı cihaz');
    const href = (name: string) => within(row).getByRole('link', { name }).getAttribute('href');
    // The lot links once the reader's roles (a clerk's open the lot's bids) are known.
    await within(row).findByRole('link', { name: 'Mavi Şimşek' });
    expect(href('Mavi Şimşek')).toBe('/yonetim/teklifler/101');
    expect(href('Kemal Şahin')).toBe('/yonetim/uyeler/uid-kemal');
    expect(href('Ayşe Yılmaz')).toBe('/yonetim/uyeler/uid-ayse');
    expect(within(row).getByText('Ortak cihaz: 3f9c2a1b')).toBeTruthy();
    expect(within(row).getByText(/12\.01\.2026/)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'İncelendi olarak işaretle' })).toBeTruthy();

    // A member's own pattern: no lot, no linked member.
    const own = rowOf('Fiyatı yükseltiyor, hiç kazanmıyor');
    expect(
      within(own)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Hakan Çelik']);
    expect(within(own).getByText('4 biten lota teklif verdi, hiçbirini kazanmadı')).toBeTruthy();
  });

  it('marks a signal reviewed with a note, says so and refreshes the list', async () => {
    server.on('POST', '/api/fn/adminTrustReview', () => {
      open = open.filter((s) => s.kind !== 'shared-device-owner');
      return callableOk({ key: 'shared-device-owner:101:uid-kemal:uid-ayse', at: Date.now() });
    });
    const site = render();
    await screen.findByTestId('trust-signals');
    fireEvent.click(
      await within(rowOf('Sahibiyle aynı cihaz')).findByRole('button', {
        name: 'İncelendi olarak işaretle',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'İncelendi olarak işaretle' });
    expect(dialog.textContent).toContain('Sahibiyle aynı cihaz · Kemal Şahin · Ayşe Yılmaz');

    // An empty note is refused here, as the server would.
    const save = within(dialog).getByRole('button', { name: 'İncelendi olarak işaretle' });
    fireEvent.click(save);
    expect(await within(dialog).findByText('İnceleme notu boş olamaz.')).toBeTruthy();
    expect(server.callsTo('adminTrustReview')).toEqual([]);

    const field = within(dialog).getByRole('textbox', { name: 'İnceleme notu' });
    expect(field.getAttribute('maxlength')).toBe('500');
    fireEvent.change(field, { target: { value: '  Sahibinin oğlu, uyarıldı.  ' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('adminTrustReview')).toEqual([
      { key: 'shared-device-owner:101:uid-kemal:uid-ayse', note: 'Sahibinin oğlu, uyarıldı.' },
    ]);
    expect(site.toastTexts()).toContain('Sinyal incelendi olarak işaretlendi.');
    await waitFor(() => expect(screen.queryByText('Sahibiyle aynı cihaz')).toBeNull());
    expect(server.callsTo('adminTrustSignals')).toHaveLength(2);
  });

  it('keeps the server’s refusal in the dialog with the note', async () => {
    server.on('POST', '/api/fn/adminTrustReview', {
      status: 404,
      body: {
        error: {
          status: 'NOT_FOUND',
          message: 'Bu sinyal artık yok: kanıtı değişmiş olabilir.',
        },
      },
    });
    const site = render();
    await screen.findByTestId('trust-signals');
    fireEvent.click(
      await within(rowOf('Sahibiyle aynı cihaz')).findByRole('button', {
        name: 'İncelendi olarak işaretle',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'İncelendi olarak işaretle' });
    const field = within(dialog).getByRole('textbox', { name: 'İnceleme notu' });
    fireEvent.change(field, { target: { value: 'Bakıldı.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'İncelendi olarak işaretle' }));
    expect(
      await within(dialog).findByText('Bu sinyal artık yok: kanıtı değişmiş olabilir.'),
    ).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Bakıldı.');
    expect(site.toastTexts()).toEqual([]);
  });

  it('shows the reviewed ones under Tümü with who marked them and why', async () => {
    const site = render();
    await screen.findByTestId('trust-signals');
    fireEvent.click(screen.getByRole('tab', { name: 'Tümü' }));
    const row = await waitFor(() => rowOf('Başka bir teklif verenle aynı IP adresi'));
    expect(site.location()).toBe('/yonetim/guven-sinyalleri?sekme=tum');
    expect(server.callsTo('adminTrustSignals').at(-1)).toEqual({ show: 'all' });
    expect(within(row).getByTestId('signal-review-mark').textContent).toMatch(
      /^Selin Yönetici, \d\d\.\d\d\.\d{4}.*: Aynı evde oturan kardeşler\.$/,
    );
    expect(within(row).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'İncelenmemişler' }));
    await waitFor(() => expect(site.location()).toBe('/yonetim/guven-sinyalleri'));
    expect(screen.queryByText('Başka bir teklif verenle aynı IP adresi')).toBeNull();
  });

  it('says so when nothing waits, and when the list cannot be loaded', async () => {
    open = [];
    const view = render();
    const table = await screen.findByTestId('trust-signals');
    expect(table.textContent).toContain('İncelenecek sinyal yok.');
    view.unmount();

    server.on('POST', '/api/fn/adminTrustSignals', {
      status: 403,
      body: { error: { status: 'PERMISSION_DENIED', message: 'Bu işlem için yetkiniz yok.' } },
    });
    render();
    expect(await screen.findByText('Güven sinyalleri yüklenemedi.')).toBeTruthy();
    expect(screen.getByText('Bu işlem için yetkiniz yok.')).toBeTruthy();
  });

  it('shows an administrator the lot without a link to its bids, which clerks open', async () => {
    renderInSite(<TrustSignalsArea />, {
      path: '/yonetim/guven-sinyalleri',
      mount: '/yonetim/guven-sinyalleri/*',
      user: member({ staff: true, roles: ['administrator'] }),
    });
    await screen.findByTestId('trust-signals');
    const row = rowOf('Sahibiyle aynı cihaz');
    // Their roles open the members (the review button), not the auctions.
    await within(row).findByRole('button', { name: 'İncelendi olarak işaretle' });
    expect(within(row).getByText('Mavi Şimşek').closest('a')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Kemal Şahin' })).toBeTruthy();
  });
});
