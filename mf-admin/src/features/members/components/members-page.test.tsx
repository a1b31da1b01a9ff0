import type {
  AdminMemberDetailResult,
  AdminMembersPendingResult,
  AdminMembersSearchResult,
  MemberActionResult,
  MemberView,
} from '@kanat/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { renderInSite, member as sessionUser } from '../../../../../shared/test/render';
import MembersArea from '..';

const ali: MemberView = {
  uid: 'uid-ali',
  phoneNumber: '+905321234567',
  username: 'alikaya',
  fullname: 'Ali Kaya',
  dateOfBirth: '1985-02-01',
  province: 'İzmir',
  city: 'Bornova',
  mailAddress: null,
  state: 'pending',
  accountEnabled: false,
  accountDisableReason: 'Kaydınız yönetici onayı bekliyor.',
  staff: false,
  roles: [],
  createdAt: Date.parse('2026-03-04T08:00:00Z'),
  approvedAt: null,
  rejectedAt: null,
  rejectReason: null,
  spendingLimit: null,
  paymentFlaggedAt: null,
  paymentFlagReason: null,
};

const ayse: MemberView = {
  ...ali,
  uid: 'uid-ayse',
  phoneNumber: '+905339876543',
  username: 'aysedemir',
  fullname: 'Ayşe Demir',
  province: 'İstanbul',
  city: 'Kadıköy',
  state: 'change-pending',
  approvedAt: Date.parse('2025-01-01T00:00:00Z'),
};

const pending: AdminMembersPendingResult = {
  registrations: [ali],
  profileChanges: [
    {
      member: ayse,
      requestedAt: Date.parse('2026-03-05T10:00:00Z'),
      fields: [
        { field: 'dateOfBirth', before: '1985-02-01', after: '1985-02-01', changed: false },
        { field: 'province', before: 'İstanbul', after: 'Bursa', changed: true },
        { field: 'city', before: 'Kadıköy', after: 'Nilüfer', changed: true },
        { field: 'mailAddress', before: null, after: 'ayse@ornek.com', changed: true },
        { field: 'phoneNumber', before: '+905339876543', after: '+905339876543', changed: false },
      ],
    },
  ],
};

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/adminMembersPending', callableOk(pending));
});
afterEach(() => server.restore());

// A clerk decides and acts on members; the tests of the roles form and of what each role sees
// are in member-roles.test.tsx.
const staff = () => sessionUser({ staff: true, roles: ['clerk'], uid: 'uid-staff' });
const open = (path: string) =>
  renderInSite(<MembersArea />, { path, mount: '/yonetim/uyeler/*', user: staff() });
const calls = (name: string): StubRequest[] =>
  server.requests.filter((r) => r.path === `/api/fn/${name}`);

describe('members area', () => {
  it('lists waiting registrations and approves one after a question', async () => {
    server.on('POST', '/api/fn/adminMembersApprove', () =>
      callableOk<MemberActionResult>({ done: 'approved-registration', member: ali, sms: 'sent' }),
    );
    const site = open('/yonetim/uyeler');
    const table = await screen.findByRole('table', { name: 'Onay bekleyenler' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Ali Kaya' }).getAttribute('href')).toBe(
      '/yonetim/uyeler/uid-ali',
    );
    expect(row.textContent).toContain('+905321234567');
    expect(row.textContent).toContain('İzmir / Bornova');
    expect(screen.getByRole('tab', { name: 'Onay bekleyenler (1)' })).toBeTruthy();

    fireEvent.click(await within(row).findByRole('button', { name: 'Onayla' }));
    const dialog = screen.getByRole('dialog', { name: 'Kaydı onayla: Ali Kaya' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    });
    await waitFor(() => expect(calls('adminMembersApprove')).toHaveLength(1));
    expect(calls('adminMembersApprove')[0]?.body).toEqual({ data: { uid: 'uid-ali' } });
    await waitFor(() => expect(site.toastTexts()).toContain('Onaylandı: Ali Kaya'));
    // The lists are loaded again after the decision.
    await waitFor(() => expect(calls('adminMembersPending').length).toBeGreaterThan(1));
  });

  it('will not reject without a reason, then sends the reason', async () => {
    server.on('POST', '/api/fn/adminMembersReject', () =>
      callableOk<MemberActionResult>({
        done: 'rejected-registration',
        member: { ...ali, state: 'rejected' },
        sms: 'failed',
      }),
    );
    const site = open('/yonetim/uyeler');
    const table = await screen.findByRole('table', { name: 'Onay bekleyenler' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Reddet' }));
    const dialog = screen.getByRole('dialog', { name: 'Kaydı reddet: Ali Kaya' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Gerekçe yazın (en az 3 karakter).');
    expect(calls('adminMembersReject')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Gerekçe' }), {
      target: { value: ' Kimlik doğrulanamadı. ' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    });
    await waitFor(() => expect(calls('adminMembersReject')).toHaveLength(1));
    expect(calls('adminMembersReject')[0]?.body).toEqual({
      data: { uid: 'uid-ali', reason: 'Kimlik doğrulanamadı.' },
    });
    await waitFor(() =>
      expect(site.toastTexts()).toEqual([
        'Reddedildi: Ali Kaya',
        'İşlem yapıldı ancak SMS gönderilemedi.',
      ]),
    );
  });

  it('shows a profile change with the stored and the asked-for value of each field', async () => {
    open('/yonetim/uyeler?sekme=degisiklik');
    const card = await screen.findByTestId('change-uid-ayse');
    const rows = within(card)
      .getAllByRole('row')
      .slice(1)
      .map((row) => ({
        cells: within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
        changed: row.getAttribute('data-changed') === 'true',
      }));
    expect(rows).toEqual([
      { cells: ['01.02.1985', '01.02.1985'], changed: false },
      { cells: ['İstanbul', 'Bursa'], changed: true },
      { cells: ['Kadıköy', 'Nilüfer'], changed: true },
      { cells: ['—', 'ayse@ornek.com'], changed: true },
      { cells: ['+905339876543', '+905339876543'], changed: false },
    ]);
    expect(within(card).getByRole('rowheader', { name: 'İl (değişti)' })).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Onayla' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reddet' })).toBeTruthy();
  });

  it('searches members and shows the results', async () => {
    const page: AdminMembersSearchResult = {
      members: [
        { ...ali, state: 'active', accountEnabled: true, staff: true, roles: ['clerk', 'editor'] },
      ],
      cursor: null,
    };
    server.on('POST', '/api/fn/adminMembersSearch', (request) => {
      const { q } = (request.body as { data: { q: string } }).data;
      return callableOk(q === '' ? { members: [], cursor: null } : page);
    });
    open('/yonetim/uyeler?sekme=tum');
    expect(await screen.findByText('Aramanızla eşleşen üye yok.')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Üye ara' }), {
      target: { value: '0532 123 45 67' },
    });
    fireEvent.submit(screen.getByRole('search'));
    const results = await screen.findByRole('table', { name: 'Üye listesi' });
    await waitFor(() => expect(within(results).queryByText('Ali Kaya')).toBeTruthy());
    expect(calls('adminMembersSearch').at(-1)?.body).toEqual({
      data: { q: '0532 123 45 67', filter: 'all' },
    });
    const row = within(results).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('Etkin');
    expect(row.textContent).toContain('Mezat görevlisi, Editör');

    fireEvent.change(screen.getByRole('combobox', { name: 'Göster' }), {
      target: { value: 'staff' },
    });
    await waitFor(() =>
      expect(calls('adminMembersSearch').at(-1)?.body).toEqual({
        data: { q: '0532 123 45 67', filter: 'staff' },
      }),
    );
  });

  it("shows a member's page and disables the account with a reason", async () => {
    const detail: AdminMemberDetailResult = {
      member: { ...ayse, state: 'active', accountEnabled: true, accountDisableReason: null },
      change: null,
      pigeons: [{ id: 4, serial: 1234, tagNum: 'TR-2024-481220', state: 'Damızlık', active: 1 }],
      bids: [
        {
          id: 90,
          auctionId: 12,
          auctionName: 'Mavi Şimşek',
          amount: 7600,
          createdOn: Date.parse('2026-03-01T12:00:00Z'),
          voided: false,
        },
      ],
      wins: [
        {
          auctionId: 12,
          auctionName: 'Mavi Şimşek',
          price: 7600,
          endedAt: Date.parse('2026-03-02T12:00:00Z'),
          paidAt: Date.parse('2026-03-03T12:00:00Z'),
          deliveredAt: null,
        },
      ],
      committed: 7600,
      audit: [
        {
          id: 3,
          at: '2026-03-05T11:30:00.000Z',
          actorId: 'uid-staff',
          actorLabel: 'Selin Yönetici',
          action: 'member.change-approve',
          targetType: 'user',
          targetId: 'uid-ayse',
          summary: 'Profil değişikliği onaylandı: Ayşe Demir',
          before: { city: 'Kadıköy' },
          after: { city: 'Nilüfer' },
        },
      ],
    };
    server.on('POST', '/api/fn/adminMemberDetail', callableOk(detail));
    server.on('POST', '/api/fn/adminMembersDisable', () =>
      callableOk<MemberActionResult>({ done: 'disabled', member: detail.member, sms: 'none' }),
    );
    open('/yonetim/uyeler/uid-ayse');
    expect(await screen.findByRole('heading', { name: 'Üye: Ayşe Demir' })).toBeTruthy();
    expect(calls('adminMemberDetail')[0]?.body).toEqual({ data: { uid: 'uid-ayse' } });
    expect(screen.getByTestId('member-facts').textContent).toContain('+905339876543');
    expect(screen.getByRole('table', { name: 'Güvercinleri' }).textContent).toContain(
      'TR-2024-481220',
    );
    expect(screen.getByRole('table', { name: 'Son teklifleri' }).textContent).toContain(
      'Mavi Şimşek',
    );
    const wins = screen.getByRole('table', { name: 'Kazandıkları' });
    expect(wins.textContent).toContain('Ödendi');
    expect(wins.textContent).toContain('Teslim edilmedi');
    expect(screen.getByRole('table', { name: 'Yönetici işlemleri' }).textContent).toContain(
      'Profil değişikliği onaylandı: Ayşe Demir',
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Devre dışı bırak' }));
    const dialog = screen.getByRole('dialog', { name: 'Hesabı devre dışı bırak: Ayşe Demir' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Gerekçe' }), {
      target: { value: 'Ödeme yapılmadı.' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Devre dışı bırak' }));
    });
    await waitFor(() =>
      expect(calls('adminMembersDisable')[0]?.body).toEqual({
        data: { uid: 'uid-ayse', reason: 'Ödeme yapılmadı.' },
      }),
    );
  });

  it('offers no disable on your own page', async () => {
    server.on(
      'POST',
      '/api/fn/adminMemberDetail',
      callableOk({
        member: {
          ...ali,
          uid: 'uid-staff',
          state: 'active',
          staff: true,
          roles: ['clerk'],
          accountEnabled: true,
        },
        change: null,
        pigeons: [],
        bids: [],
        wins: [],
        committed: 0,
        audit: [],
      }),
    );
    open('/yonetim/uyeler/uid-staff');
    await screen.findByRole('heading', { name: 'Üye: Ali Kaya' });
    expect(screen.queryByRole('button', { name: 'Devre dışı bırak' })).toBeNull();
  });

  it("sets a member's spending limit with the shared rule, then lifts it", async () => {
    const base: AdminMemberDetailResult = {
      member: { ...ayse, state: 'active', accountEnabled: true, accountDisableReason: null },
      change: null,
      pigeons: [],
      bids: [],
      wins: [],
      committed: 12_500,
      audit: [],
    };
    let limit: number | null = null;
    server.on('POST', '/api/fn/adminMemberDetail', () =>
      callableOk({ ...base, member: { ...base.member, spendingLimit: limit } }),
    );
    server.on('POST', '/api/fn/adminMembersSetSpendingLimit', (request: StubRequest) => {
      limit = (request.body as { data: { limit: number | null } }).data.limit;
      return callableOk<MemberActionResult>({
        done: 'spending-limit-set',
        member: { ...base.member, spendingLimit: limit },
        sms: 'none',
      });
    });
    open('/yonetim/uyeler/uid-ayse');
    const section = await screen.findByTestId('spending-limit');
    expect(within(section).getByTestId('spending-limit-now').textContent).toBe(
      'Limit yok · Şu an bağlı tutar: 12.500 TL',
    );
    const field = within(section).getByRole('textbox', { name: 'Limit (TL)' });

    // The shared rule answers before anything is sent.
    fireEvent.change(field, { target: { value: '12,5' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Limiti kaydet' }));
    });
    expect(
      await within(section).findByText(
        'Harcama limiti, en fazla 1.000.000.000 TL olan pozitif bir tam sayı olmalı (kaldırmak için boş bırakın).',
      ),
    ).toBeTruthy();
    expect(calls('adminMembersSetSpendingLimit')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '50.000' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Limiti kaydet' }));
    });
    await waitFor(() =>
      expect(calls('adminMembersSetSpendingLimit')[0]?.body).toEqual({
        data: { uid: 'uid-ayse', limit: 50_000 },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('spending-limit-now').textContent).toBe(
        '50.000 TL · Şu an bağlı tutar: 12.500 TL',
      ),
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Limiti kaldır' }));
    });
    await waitFor(() =>
      expect(calls('adminMembersSetSpendingLimit')[1]?.body).toEqual({
        data: { uid: 'uid-ayse', limit: null },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Limiti kaldır' })).toBeNull());
  });
});
