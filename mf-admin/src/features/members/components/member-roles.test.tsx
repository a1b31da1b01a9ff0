import type {
  AdminMemberDetailResult,
  AdminMembersPendingResult,
  MemberActionResult,
  MemberView,
} from '@kanat/shared/contracts';
import type { StaffRole } from '@kanat/shared/rules';
import { getMfaToken, SecondFactorError } from '@kanat/shared/security';
import { useSession } from '@kanat/shared/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { renderInSite, member as sessionUser } from '../../../../../shared/test/render';
import MembersArea from '..';

// What each role sees of a member, and the administrators' roles form with its second factor.

jest.mock('@kanat/shared/security', () => ({
  ...jest.requireActual('@kanat/shared/security'),
  getMfaToken: jest.fn(),
}));
const mfaToken = jest.mocked(getMfaToken);

const ayse: MemberView = {
  uid: 'uid-ayse',
  phoneNumber: '+905339876543',
  username: 'aysedemir',
  fullname: 'Ayşe Demir',
  dateOfBirth: '1985-02-01',
  province: 'İstanbul',
  city: 'Kadıköy',
  mailAddress: null,
  state: 'active',
  accountEnabled: true,
  accountDisableReason: null,
  staff: true,
  roles: ['clerk'],
  createdAt: Date.parse('2026-03-04T08:00:00Z'),
  approvedAt: Date.parse('2026-03-04T09:00:00Z'),
  rejectedAt: null,
  rejectReason: null,
  spendingLimit: 20_000,
  paymentFlaggedAt: null,
  paymentFlagReason: null,
};

const detailOf = (member: MemberView): AdminMemberDetailResult => ({
  member,
  change: null,
  pigeons: [],
  bids: [],
  wins: [],
  committed: 0,
  audit: [
    {
      id: 3,
      at: '2026-03-05T11:30:00.000Z',
      actorId: 'uid-staff',
      actorLabel: 'Selin Yönetici',
      action: 'member.approve',
      targetType: 'user',
      targetId: 'uid-ayse',
      summary: 'Üyelik onaylandı: Ayşe Demir',
      before: null,
      after: null,
    },
  ],
});

let server: FetchStub;
let stored: MemberView;
beforeEach(() => {
  stored = ayse;
  mfaToken.mockReset();
  server = stubFetch();
  server.on('POST', '/api/fn/adminMemberDetail', () => callableOk(detailOf(stored)));
});
afterEach(() => server.restore());

const as = (...roles: StaffRole[]) => sessionUser({ staff: true, roles, uid: 'uid-staff' });
/** As the console's staff gate does, the area renders once the session (and its roles) is known. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().status === 'loading' ? null : children;
}
const open = (path: string, ...roles: StaffRole[]) =>
  renderInSite(
    <SignedIn>
      <MembersArea />
    </SignedIn>,
    { path, mount: '/yonetim/uyeler/*', user: as(...roles) },
  );
const setRolesCalls = () => server.callsTo('adminMembersSetRoles') as Record<string, unknown>[];

/** The server's answer to a role change: stores the roles and returns the member. */
function acceptRoles(request: StubRequest) {
  const { roles } = (request.body as { data: { roles: StaffRole[] } }).data;
  stored = { ...stored, roles, staff: roles.length > 0 };
  return callableOk<MemberActionResult>({ done: 'roles-set', member: stored, sms: 'none' });
}

async function memberPage(...roles: StaffRole[]) {
  const site = open('/yonetim/uyeler/uid-ayse', ...roles);
  await screen.findByRole('heading', { name: 'Üye: Ayşe Demir' });
  return site;
}

const rolesForm = () => screen.getByRole('form', { name: 'Yetkiler' });
const box = (name: string) =>
  within(rolesForm()).getByRole('checkbox', { name }) as HTMLInputElement;

describe('the roles form (administrators)', () => {
  it('grants a role after a question naming it and the second factor', async () => {
    mfaToken.mockResolvedValue('mfa-token-1');
    server.on('POST', '/api/fn/adminMembersSetRoles', acceptRoles);
    const site = await memberPage('administrator');
    expect(screen.getByTestId('member-facts').textContent).toContain('Mezat görevlisi');
    expect(box('Yönetici').checked).toBe(false);
    expect(box('Mezat görevlisi').checked).toBe(true);
    expect(box('Editör').checked).toBe(false);
    const save = within(rolesForm()).getByRole('button', { name: 'Yetkileri kaydet' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(box('Editör'));
    fireEvent.click(save);
    const dialog = screen.getByRole('dialog', { name: 'Yetkileri değiştir: Ayşe Demir' });
    expect(within(dialog).getByTestId('roles-change').textContent).toContain('Verilecek: Editör.');
    expect(within(dialog).queryByText(/Geri alınacak/)).toBeNull();
    expect(mfaToken).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Doğrula ve kaydet' }));
    });

    await waitFor(() => expect(setRolesCalls()).toHaveLength(1));
    expect(mfaToken).toHaveBeenCalledTimes(1);
    const [sent] = setRolesCalls();
    expect(sent).toEqual({
      uid: 'uid-ayse',
      roles: ['clerk', 'editor'],
      mfaToken: 'mfa-token-1',
      deviceId: localStorage.getItem('deviceId'),
    });
    expect(sent?.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(site.toastTexts()).toContain('Yetkiler kaydedildi: Ayşe Demir'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page shows what the server now holds.
    await waitFor(() =>
      expect(screen.getByTestId('member-facts').textContent).toContain('Mezat görevlisi, Editör'),
    );
    expect(box('Editör').checked).toBe(true);
  });

  it('names what is taken away, and warns when no role is left', async () => {
    mfaToken.mockResolvedValue('mfa-token-2');
    server.on('POST', '/api/fn/adminMembersSetRoles', acceptRoles);
    await memberPage('administrator');
    fireEvent.click(box('Mezat görevlisi'));
    fireEvent.click(within(rolesForm()).getByRole('button', { name: 'Yetkileri kaydet' }));
    const dialog = screen.getByRole('dialog');
    const change = within(dialog).getByTestId('roles-change').textContent;
    expect(change).toContain('Geri alınacak: Mezat görevlisi.');
    expect(change).toContain('personel yetkisi kalmaz');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Doğrula ve kaydet' }));
    });
    await waitFor(() => expect(setRolesCalls()).toHaveLength(1));
    expect(setRolesCalls()[0]?.roles).toEqual([]);
  });

  it('changes nothing when the second factor is cancelled, and says so', async () => {
    mfaToken.mockRejectedValue(new SecondFactorError('cancelled'));
    server.on('POST', '/api/fn/adminMembersSetRoles', acceptRoles);
    await memberPage('administrator', 'clerk');
    fireEvent.click(box('Yönetici'));
    fireEvent.click(within(rolesForm()).getByRole('button', { name: 'Yetkileri kaydet' }));
    const dialog = screen.getByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Doğrula ve kaydet' }));
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'İkinci doğrulama tamamlanmadı, yetkiler değişmedi: İptal edildi',
    );
    expect(setRolesCalls()).toHaveLength(0);
    expect(screen.getByTestId('member-facts').textContent).not.toContain('Yönetici');
  });

  it("shows the server's refusal in its own words", async () => {
    mfaToken.mockResolvedValue('mfa-token-3');
    server.on('POST', '/api/fn/adminMembersSetRoles', {
      status: 400,
      body: {
        error: {
          status: 'FAILED_PRECONDITION',
          message: 'Son yöneticinin yönetici yetkisi geri alınamaz.',
        },
      },
    });
    stored = { ...ayse, roles: ['administrator'] };
    await memberPage('administrator');
    fireEvent.click(box('Yönetici'));
    fireEvent.click(within(rolesForm()).getByRole('button', { name: 'Yetkileri kaydet' }));
    const dialog = screen.getByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Doğrula ve kaydet' }));
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Son yöneticinin yönetici yetkisi geri alınamaz.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('gives an administrator without the clerk role the member to read, not to act on', async () => {
    await memberPage('administrator');
    expect(screen.getByRole('form', { name: 'Yetkiler' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Devre dışı bırak' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Limiti kaydet' })).toBeNull();
    expect(screen.getByTestId('spending-limit-now').textContent).toContain('20.000 TL');
    // The audit log is the administrators': its link is there.
    expect(
      screen.getByRole('link', { name: 'Önceki ve sonraki değerleriyle işlem kaydında göster' }),
    ).toBeTruthy();
  });
});

describe('a clerk', () => {
  it("reads the member's roles and acts on the member, with no roles form", async () => {
    stored = { ...ayse, roles: ['administrator', 'editor'] };
    await memberPage('clerk');
    expect(screen.getByTestId('member-facts').textContent).toContain('Yönetici, Editör');
    expect(screen.queryByRole('form', { name: 'Yetkiler' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Devre dışı bırak' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limiti kaydet' })).toBeTruthy();
    // The audit log is not a clerk's section.
    expect(screen.queryByRole('link', { name: /işlem kaydında göster/ })).toBeNull();
  });

  it('shows an ordinary member as Üye', async () => {
    stored = { ...ayse, roles: [], staff: false };
    await memberPage('clerk');
    const facts = screen.getByTestId('member-facts');
    const label = within(facts).getByText('Roller');
    expect(label.nextElementSibling?.textContent).toBe('Üye');
  });
});

describe('the waiting lists', () => {
  const pending: AdminMembersPendingResult = {
    registrations: [{ ...ayse, state: 'pending', roles: [], staff: false }],
    profileChanges: [
      {
        member: { ...ayse, uid: 'uid-can', fullname: 'Can Er', state: 'change-pending' },
        requestedAt: Date.parse('2026-03-05T10:00:00Z'),
        fields: [{ field: 'city', before: 'Kadıköy', after: 'Üsküdar', changed: true }],
      },
    ],
  };

  it.each<[string, number, StaffRole[]]>([
    ['a clerk', 1, ['clerk']],
    ['an administrator', 0, ['administrator']],
  ])('give %s %i decision buttons per item', async (_who, shown, roles) => {
    server.on('POST', '/api/fn/adminMembersPending', callableOk(pending));
    open('/yonetim/uyeler', ...roles);
    const table = await screen.findByRole('table', { name: 'Onay bekleyenler' });
    expect(within(table).getByText('Ayşe Demir')).toBeTruthy();
    expect(within(table).queryAllByRole('button', { name: 'Onayla' })).toHaveLength(shown);
    expect(within(table).queryAllByRole('button', { name: 'Reddet' })).toHaveLength(shown);

    fireEvent.click(screen.getByRole('tab', { name: /Profil değişiklikleri/ }));
    const card = await screen.findByTestId('change-uid-can');
    expect(within(card).queryAllByRole('button', { name: 'Onayla' })).toHaveLength(shown);
  });
});
