import type { AdminMemberDetailResult, MemberView } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite, member as sessionUser } from '../../../../../shared/test/render';
import { refusal } from '../../../../../shared/test/statement-fixtures';
import MembersArea from '..';

const cagla: MemberView = {
  uid: 'uid-cagla',
  phoneNumber: '+905321234567',
  username: 'cagla',
  fullname: 'Çağla Şahin',
  dateOfBirth: '1985-02-01',
  province: 'İzmir',
  city: 'Bornova',
  mailAddress: null,
  state: 'active',
  accountEnabled: true,
  accountDisableReason: null,
  staff: false,
  roles: [],
  createdAt: Date.parse('2026-03-04T08:00:00Z'),
  approvedAt: Date.parse('2026-03-04T09:00:00Z'),
  rejectedAt: null,
  rejectReason: null,
  spendingLimit: null,
  // 2026-11-20 12:00 in Turkey.
  paymentFlaggedAt: Date.UTC(2026, 10, 20, 9, 0),
  paymentFlagReason: '2 alım belgesi vadesinde ödenmedi.',
};
const detailOf = (member: MemberView): AdminMemberDetailResult => ({
  member,
  change: null,
  pigeons: [],
  bids: [],
  wins: [],
  committed: 0,
  audit: [],
});

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

const open = () =>
  renderInSite(<MembersArea />, {
    path: '/yonetim/uyeler/uid-cagla',
    mount: '/yonetim/uyeler/*',
    user: sessionUser({ staff: true, roles: ['clerk'], uid: 'uid-staff' }),
  });

describe("a member's payment flag in the console", () => {
  it('shows the flag with its day and reason, and lifts it', async () => {
    let flagged = true;
    server.on('POST', '/api/fn/adminMemberDetail', () =>
      callableOk(
        detailOf(flagged ? cagla : { ...cagla, paymentFlaggedAt: null, paymentFlagReason: null }),
      ),
    );
    server.on('POST', '/api/fn/adminPaymentFlagLift', () => {
      flagged = false;
      return callableOk({ uid: 'uid-cagla', flaggedAt: null, reason: null });
    });
    open();
    const section = within(await screen.findByTestId('payment-flag'));
    expect(
      section.getByText(
        '20.11.2026 tarihinden beri işaretli, teklifleri reddediliyor: 2 alım belgesi vadesinde ödenmedi.',
      ),
    ).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'İşareti kaldır' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-flag').textContent).toBe('İşaret yok; teklif verebilir.'),
    );
    expect(server.callsTo('adminPaymentFlagLift')).toEqual([{ uid: 'uid-cagla' }]);
  });

  it("shows the server's Turkish refusal", async () => {
    server.on('POST', '/api/fn/adminMemberDetail', callableOk(detailOf(cagla)));
    server.on('POST', '/api/fn/adminPaymentFlagLift', refusal('Bu üyenin ödeme işareti yok.'));
    open();
    const section = within(await screen.findByTestId('payment-flag'));
    fireEvent.click(section.getByRole('button', { name: 'İşareti kaldır' }));
    expect(await section.findByText('Bu üyenin ödeme işareti yok.')).toBeTruthy();
  });
});
