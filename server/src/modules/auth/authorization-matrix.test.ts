import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { NOTICE_CHANNELS, NOTICE_EVENTS } from '@kanat/shared/contracts';
import { hallBidSignedBytes } from '@kanat/shared/rules';
import { hallLots, hallSales } from '../../db/schema';
import {
  acceptHallSaleContracts,
  insertAuction,
  insertBidHistory,
  insertContainer,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import {
  ApiClient,
  type Caller,
  type CallerRole,
  createCaller,
  createSignedInMember,
  newDeviceKeyPair,
  randomPhone,
  randomUsername,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

/**
 * Who may call what (server/README.md, "Functions"): every account function and read
 * against every kind of caller. Each cell runs the call with valid data, so an allowed cell
 * must really succeed, and a refused one must be refused for the right reason.
 */
type Role = CallerRole;
type Expect = 'ok' | 'unauthenticated' | 'denied' | 'aborted' | 'invalid';

const roles: Role[] = [
  'guest',
  'pending',
  'unverified',
  'disabled',
  'enabled',
  'staff',
  'administrator',
  'clerk',
  'editor',
];
const staffRoleCallers = ['administrator', 'clerk', 'editor'];

const disableReason = 'Kurallara aykırı ilan.';

interface Actor extends Caller {
  /** The phone codes go to for this actor. */
  phone: string | null;
  deviceId: string;
}

interface Outcome {
  status: number;
  error: { status: string; message: string } | null;
}

const password = 'MatrisSifre1';

const registrationOnly = ['saveRegistrationPhone', 'deleteOnUnregister'];

// Rows: function -> expected outcome per role (guest, pending, unverified, disabled, enabled,
// staff of every role; then administrator, clerk and editor only, which are as `staff` for
// every row of six, and named for the staff calls).
const accountMatrix: Record<string, Expect[]> = {
  login: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  logout: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  createAccount: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  saveRegistrationPhone: ['unauthenticated', 'unauthenticated', 'ok', 'denied', 'denied', 'denied'],
  userDataPrecheck: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  register: ['unauthenticated', 'unauthenticated', 'ok', 'aborted', 'aborted', 'aborted'],
  deleteOnUnregister: ['unauthenticated', 'unauthenticated', 'ok', 'denied', 'denied', 'denied'],
  requestChanneledMFA: ['unauthenticated', 'ok', 'ok', 'ok', 'ok', 'ok'],
  resolveChanneledMFA: ['unauthenticated', 'ok', 'ok', 'ok', 'ok', 'ok'],
  registerMFAKey: ['unauthenticated', 'ok', 'denied', 'ok', 'ok', 'ok'],
  requestKeyedMFA: ['unauthenticated', 'ok', 'denied', 'ok', 'ok', 'ok'],
  resolveKeyedMFA: ['unauthenticated', 'ok', 'denied', 'ok', 'ok', 'ok'],
  sendPasswordResetCode: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  getPasswordResetToken: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  queryPasswordResetTokenStatus: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  usePasswordResetToken: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  changePassword: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  updatePersonalData: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  setBidNoticeOptOut: ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  // Notice choices per event and channel; a setting, like setBidNoticeOptOut.
  myNotificationPrefs: ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  // One's own data (KVKK md. 11): every registered account, a disabled one too.
  myDataExport: ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  // One's own consents: every registered account, a disabled one too (withdrawing must work).
  myConsents: ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  setConsent: ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  // Erasing one's account: past the door, the confirmation word is checked (a wrong one here).
  eraseMyAccount: ['unauthenticated', 'unauthenticated', 'denied', 'invalid', 'invalid', 'invalid'],
  myPrivacyRequests: ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  submitPrivacyRequest: ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  setNotificationPrefs: ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  // Web Push in this browser; a setting too.
  subscribePush: ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  unsubscribePush: ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  // A member's own maximum (proxy bid); the member gate, like bidding itself.
  myMaxBid: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  // What a member owes for won lots; like my-bids, a disabled account still sees it.
  myWonSummary: ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  // The watchlist; the member gate, like myMaxBid.
  watch: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  unwatch: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  watchState: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  // The hall mezat's absentee maximums; the member gate, like myMaxBid.
  hallAbsenteeSet: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  hallAbsenteeCancel: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  hallAbsenteeMine: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  // A member's own statements (issue 33); the member gate. Reading one statement by id is
  // tried in the settlement tests (another member's answers 404).
  myStatements: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  // The legal texts: anyone reads them; a member reads and renews their acknowledgements.
  legalText: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  myLegalAcknowledgements: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  // A sale's contract (issue 35): read and accepted by whoever may bid, the member gate.
  saleContract: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  acceptSaleContract: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  acknowledgeLegalText: ['unauthenticated', 'unauthenticated', 'denied', 'denied', 'ok', 'ok'],
  'GET /api/session': ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  'GET /api/me': ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  'POST /api/list/my-bids': ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  'POST /api/list/my-pigeons': ['unauthenticated', 'unauthenticated', 'denied', 'ok', 'ok', 'ok'],
  'POST /api/list/my-watches': [
    'unauthenticated',
    'unauthenticated',
    'denied',
    'denied',
    'ok',
    'ok',
  ],
};

const refusedToMembers: Expect[] = [
  'unauthenticated',
  'unauthenticated',
  'denied',
  'denied',
  'denied',
];

// The staff calls by role (issue 30): all nine columns.
const staffMatrix: Record<string, Expect[]> = {
  // The members area: clerks and administrators read it, clerks act on members.
  staffListPending: [...refusedToMembers, 'ok', 'ok', 'ok', 'denied'],
  staffApprove: [...refusedToMembers, 'ok', 'denied', 'ok', 'denied'],
  // Disabling and enabling: clerks, and administrators (who must be able to stop staff).
  staffDisable: [...refusedToMembers, 'ok', 'ok', 'ok', 'denied'],
  staffEnable: [...refusedToMembers, 'ok', 'ok', 'ok', 'denied'],
  // The auctions area: clerks.
  staffSetBidCeiling: [...refusedToMembers, 'ok', 'denied', 'ok', 'denied'],
  adminGroupMessagePreview: [...refusedToMembers, 'ok', 'denied', 'ok', 'denied'],
  adminGroupMessageSend: [...refusedToMembers, 'ok', 'denied', 'ok', 'denied'],
  // Roles: administrators, with the second factor.
  adminMembersSetRoles: [...refusedToMembers, 'ok', 'ok', 'denied', 'denied'],
  // The legal texts: the site's settings, administrators.
  adminLegalTexts: [...refusedToMembers, 'ok', 'ok', 'denied', 'denied'],
  adminLegalTextSave: [...refusedToMembers, 'ok', 'ok', 'denied', 'denied'],
  // KVKK applications: the members area, clerks and administrators.
  adminPrivacyRequests: [...refusedToMembers, 'ok', 'ok', 'ok', 'denied'],
  adminPrivacyRequestAnswer: [...refusedToMembers, 'ok', 'ok', 'ok', 'denied'],
};

const matrix: Record<string, Expect[]> = {
  ...Object.fromEntries(
    Object.entries(accountMatrix).map(([fn, row]) => [
      fn,
      [...row, ...[0, 1, 2].map(() => row[5] as Expect)],
    ]),
  ),
  ...staffMatrix,
};

describe('authorization matrix', () => {
  let t: TestApp;
  let ipCounter = 0;
  const freshIp = () => {
    ipCounter += 1;
    return `203.0.113.${ipCounter % 250}`;
  };

  beforeAll(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  async function actor(role: Role): Promise<Actor> {
    const caller = await createCaller(t.app, role, { ip: freshIp(), password, disableReason });
    return {
      ...caller,
      phone: caller.member?.phoneNumber ?? null,
      deviceId: caller.member?.deviceId ?? randomUUID(),
    };
  }

  /** Another approved member, the subject of public calls and staff operations. */
  const someoneElse = () => createSignedInMember(t.app, { password, kind: 'member' });

  async function codeFor(a: Actor): Promise<string> {
    const phone = a.phone ?? '';
    await a.client.ok('requestChanneledMFA', { target: phone, deviceId: a.deviceId });
    return a.client.latestCode(phone);
  }

  async function resetToken(a: Actor): Promise<string> {
    const target = await someoneElse();
    await a.client.ok('sendPasswordResetCode', {
      target: target.phoneNumber,
      deviceId: a.deviceId,
    });
    const answer = await a.client.latestCode(target.phoneNumber);
    const { token } = await a.client.ok<{ token: string }>('getPasswordResetToken', {
      target: target.phoneNumber,
      answer,
      deviceId: a.deviceId,
    });
    return token;
  }

  const profileOf = async (a: Actor) => {
    const m = a.member as SignedInMember;
    return {
      username: m.user.username ?? '',
      fullname: m.user.displayName ?? '',
      dateOfBirth: '1990-05-17',
      province: 'İstanbul',
      city: 'Beşiktaş',
      mailAddress: '',
      phoneNumber: m.phoneNumber,
    };
  };

  const callOutcome = (o: { status: number; error: Outcome['error'] }): Outcome => o;

  /** A running auction, for the calls that need one that exists (the watchlist's). */
  const someAuction = async () => {
    const ownerId = await insertOwner(t.app.db, { fullname: 'Satıcı Kişi' });
    const pigeonId = await insertPigeon(t.app.db, { ownerId });
    return insertAuction(t.app.db, { pigeonId, endingTime: Date.now() + 86_400_000 });
  };

  /** A waiting lot of a scheduled hall sale, of a pigeon nobody here owns. */
  const someHallLot = async () => {
    const ownerId = await insertOwner(t.app.db, { fullname: 'Salon Satıcısı' });
    const pigeonId = await insertPigeon(t.app.db, { ownerId });
    const [sale] = await t.app.db
      .insert(hallSales)
      .values({
        title: 'Mezat',
        startsAt: new Date(Date.now() + 86_400_000),
        place: 'Salon',
        status: 'scheduled',
      })
      .returning({ id: hallSales.id });
    const [lot] = await t.app.db
      .insert(hallLots)
      .values({ saleId: sale?.id ?? 0, position: 1, pigeonId, startingPrice: 100 })
      .returning({ id: hallLots.id });
    return lot?.id ?? 0;
  };

  /** A group of its own with one lot and one member's bid: a message to it reaches one. */
  const someGroupWithBidder = async () => {
    const expiry = Date.now() + 86_400_000;
    const groupId = await insertContainer(t.app.db, {
      name: 'Mesaj Grubu',
      isFinalContainer: true,
      expiry,
    });
    const ownerId = await insertOwner(t.app.db, { fullname: 'Satıcı Kişi' });
    const pigeonId = await insertPigeon(t.app.db, { ownerId });
    const auctionId = await insertAuction(t.app.db, {
      pigeonId,
      parentId: groupId,
      endingTime: expiry,
    });
    const bidder = await someoneElse();
    // A group message is a commercial message: it reaches a member who consented to it.
    await new ApiClient(t.app, { cookie: bidder.cookie }).grantMarketing(['marketing-sms']);
    await insertBidHistory(t.app.db, auctionId, [
      { userId: bidder.user.uid, amount: 600, on: Date.now() },
    ]);
    return {
      containerId: String(groupId),
      subject: 'Teslim günü',
      text: 'Kuşlar cumartesi teslim edilecek.',
      channels: ['sms'],
    };
  };

  const scenarios: Record<string, (a: Actor) => Promise<Outcome>> = {
    login: async (a) => {
      if (a.member === null) {
        const other = await someoneElse();
        return a.client.call('login', {
          phoneNumber: other.phoneNumber,
          password,
          deviceId: a.deviceId,
        });
      }
      return a.client.call('login', {
        phoneNumber: a.member.phoneNumber,
        password,
        deviceId: a.deviceId,
      });
    },
    logout: (a) => a.client.call('logout', {}),
    createAccount: (a) =>
      a.client.call('createAccount', {
        phoneNumber: randomPhone(),
        password: 'gizli123',
        deviceId: a.deviceId,
      }),
    saveRegistrationPhone: (a) =>
      a.client.call('saveRegistrationPhone', { phoneNumber: a.phone ?? randomPhone() }),
    userDataPrecheck: (a) =>
      a.client.call('userDataPrecheck', {
        phoneNumber: randomPhone(),
        username: randomUsername(),
        fullname: 'Deneme Kişi',
        dateOfBirth: '1990-01-01',
        mailAddress: '',
        province: 'Ankara',
        city: 'Çankaya',
      }),
    register: async (a) => {
      const data = {
        phoneNumber: a.phone ?? randomPhone(),
        username: randomUsername(),
        fullname: 'Deneme Kişi',
        dateOfBirth: '1990-01-01',
        province: 'Ankara',
        city: 'Çankaya',
      };
      if (a.role === 'unverified') {
        await a.client.ok('resolveChanneledMFA', {
          target: a.phone,
          answer: await codeFor(a),
          deviceId: a.deviceId,
        });
      }
      return a.client.call('register', {
        data,
        deviceId: a.deviceId,
        acknowledged: await a.client.acknowledgement(),
      });
    },
    deleteOnUnregister: (a) => a.client.call('deleteOnUnregister', {}),
    requestChanneledMFA: (a) =>
      a.client.call('requestChanneledMFA', {
        target: a.phone ?? randomPhone(),
        deviceId: a.deviceId,
      }),
    resolveChanneledMFA: async (a) => {
      const answer = a.phone === null ? '123456' : await codeFor(a);
      return a.client.call('resolveChanneledMFA', {
        target: a.phone ?? randomPhone(),
        answer,
        deviceId: a.deviceId,
      });
    },
    registerMFAKey: async (a) => {
      if (a.phone !== null && a.role !== 'unverified') {
        await a.client.ok('resolveChanneledMFA', {
          target: a.phone,
          answer: await codeFor(a),
          deviceId: a.deviceId,
        });
      }
      return a.client.call('registerMFAKey', { pk: newDeviceKeyPair().pk, deviceId: a.deviceId });
    },
    requestKeyedMFA: (a) => a.client.call('requestKeyedMFA', { deviceId: a.deviceId }),
    resolveKeyedMFA: async (a) => {
      const asked = await a.client.call<{ challenge: string }>('requestKeyedMFA', {
        deviceId: a.deviceId,
      });
      const challenge = Buffer.from(asked.result?.challenge ?? 'AAAA', 'base64');
      const signature = a.member === null ? 'AAAA' : a.member.sign(challenge);
      return a.client.call('resolveKeyedMFA', { signature, deviceId: a.deviceId });
    },
    sendPasswordResetCode: async (a) => {
      const target = await someoneElse();
      return a.client.call('sendPasswordResetCode', {
        target: target.phoneNumber,
        deviceId: a.deviceId,
      });
    },
    getPasswordResetToken: async (a) => {
      const target = await someoneElse();
      await a.client.ok('sendPasswordResetCode', {
        target: target.phoneNumber,
        deviceId: a.deviceId,
      });
      return a.client.call('getPasswordResetToken', {
        target: target.phoneNumber,
        answer: await a.client.latestCode(target.phoneNumber),
        deviceId: a.deviceId,
      });
    },
    queryPasswordResetTokenStatus: async (a) =>
      a.client.call('queryPasswordResetTokenStatus', {
        token: await resetToken(a),
        deviceId: a.deviceId,
      }),
    usePasswordResetToken: async (a) =>
      a.client.call('usePasswordResetToken', {
        token: await resetToken(a),
        deviceId: a.deviceId,
        password: 'YeniSifre9',
      }),
    changePassword: (a) =>
      a.client.call('changePassword', {
        currentPassword: password,
        password: 'YeniSifre9',
        mfaToken: a.member?.mfaToken ?? 'yok',
        deviceId: a.deviceId,
      }),
    updatePersonalData: async (a) =>
      a.client.call('updatePersonalData', {
        userData:
          a.member === null || a.role === 'unverified'
            ? {
                username: 'kimse',
                fullname: 'Kimse Yok',
                dateOfBirth: '1990-01-01',
                province: 'Ankara',
                city: 'Çankaya',
                mailAddress: '',
                phoneNumber: randomPhone(),
              }
            : await profileOf(a),
        deviceId: a.deviceId,
        mfaToken: a.member?.mfaToken ?? 'yok',
      }),
    setBidNoticeOptOut: (a) =>
      a.client.call('setBidNoticeOptOut', { dontSendBidSuperseeded: true }),
    myNotificationPrefs: (a) => a.client.call('myNotificationPrefs', null),
    myDataExport: (a) => a.client.call('myDataExport', null),
    myConsents: (a) => a.client.call('myConsents', null),
    setConsent: (a) => a.client.call('setConsent', { kind: 'marketing-mail', granted: false }),
    eraseMyAccount: (a) =>
      a.client.call('eraseMyAccount', { confirm: 'hayır', mfaToken: 'yok', deviceId: a.deviceId }),
    myPrivacyRequests: (a) => a.client.call('myPrivacyRequests', null),
    submitPrivacyRequest: (a) =>
      a.client.call('submitPrivacyRequest', { kind: 'other', details: 'Matris başvurusu.' }),
    setNotificationPrefs: (a) =>
      a.client.call('setNotificationPrefs', {
        prefs: Object.fromEntries(
          NOTICE_EVENTS.map((event) => [
            event,
            Object.fromEntries(NOTICE_CHANNELS.map((channel) => [channel, event !== 'won'])),
          ]),
        ),
      }),
    subscribePush: (a) => {
      const ecdh = createECDH('prime256v1');
      return a.client.call('subscribePush', {
        endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
        keys: {
          p256dh: ecdh.generateKeys().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      });
    },
    unsubscribePush: (a) =>
      a.client.call('unsubscribePush', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }),
    myMaxBid: (a) => a.client.call('myMaxBid', { auctionId: '1' }),
    myWonSummary: (a) => a.client.call('myWonSummary', null),
    watch: async (a) =>
      a.client.call('watch', { kind: 'auction', id: String(await someAuction()) }),
    unwatch: async (a) =>
      a.client.call('unwatch', { kind: 'auction', id: String(await someAuction()) }),
    legalText: (a) => a.client.call('legalText', { kind: 'privacy' }),
    myLegalAcknowledgements: (a) => a.client.call('myLegalAcknowledgements', null),
    saleContract: async (a) =>
      a.client.call('saleContract', { auctionId: String(await someAuction()) }),
    acceptSaleContract: async (a) =>
      a.client.call('acceptSaleContract', { auctionId: String(await someAuction()), version: 1 }),
    acknowledgeLegalText: async (a) =>
      a.client.call('acknowledgeLegalText', {
        kind: 'notice',
        version: (await a.client.acknowledgement()).notice,
      }),
    adminLegalTexts: (a) => a.client.call('adminLegalTexts', null),
    adminPrivacyRequests: (a) => a.client.call('adminPrivacyRequests', {}),
    adminPrivacyRequestAnswer: async (a) => {
      const applicant = await someoneElse();
      const { id } = await new ApiClient(t.app, { cookie: applicant.cookie }).ok<{ id: number }>(
        'submitPrivacyRequest',
        { kind: 'correction', details: 'İlçem yanlış yazılmış.' },
      );
      return a.client.call('adminPrivacyRequestAnswer', {
        id,
        state: 'answered',
        answer: 'Düzeltildi.',
      });
    },
    adminLegalTextSave: (a) =>
      a.client.call('adminLegalTextSave', {
        kind: 'cookies',
        title: 'Çerez Politikası',
        html: '<p>Yalnızca oturum çerezi kullanılır.</p>',
      }),
    watchState: async (a) =>
      a.client.call('watchState', { auctionIds: [String(await someAuction())], groupIds: [] }),
    hallAbsenteeSet: async (a) => {
      const lotId = await someHallLot();
      const nonce = randomBytes(32).toString('base64');
      const bytes = hallBidSignedBytes({ nonce, lotId, amount: 200, maximum: true });
      // A member who read and accepted the hall sale's contract (issue 35).
      if (a.member !== null) await acceptHallSaleContracts(t.app.db, [a.member.user.uid], [lotId]);
      return a.client.call('hallAbsenteeSet', {
        lotId: String(lotId),
        maxAmount: 200,
        nonce,
        signature: a.member === null ? 'yok' : a.member.sign(Buffer.from(bytes)),
        mfaToken: a.member === null ? 'yok' : await a.member.freshMfaToken(),
        deviceId: a.deviceId,
      });
    },
    hallAbsenteeCancel: async (a) =>
      a.client.call('hallAbsenteeCancel', { lotId: String(await someHallLot()) }),
    hallAbsenteeMine: (a) => a.client.call('hallAbsenteeMine', { saleId: '1' }),
    myStatements: (a) => a.client.call('myStatements', {}),
    'GET /api/session': async (a) => {
      const { status } = await a.client.get('/api/session');
      return { status, error: null };
    },
    'GET /api/me': async (a) => plainOutcome(await a.client.get('/api/me')),
    'POST /api/list/my-bids': async (a) =>
      plainOutcome(await a.client.list('my-bids', { filter: 'all' })),
    'POST /api/list/my-pigeons': async (a) => plainOutcome(await a.client.list('my-pigeons', {})),
    'POST /api/list/my-watches': async (a) => plainOutcome(await a.client.list('my-watches', {})),
    staffListPending: (a) => a.client.call('staffListPending', null),
    staffApprove: async (a) => {
      const waiting = await createSignedInMember(t.app, { kind: 'unapproved' });
      return a.client.call('staffApprove', { who: waiting.phoneNumber });
    },
    staffDisable: async (a) => {
      const target = await someoneElse();
      return a.client.call('staffDisable', { who: target.phoneNumber, reason: disableReason });
    },
    staffEnable: async (a) => {
      const target = await createSignedInMember(t.app, { kind: 'disabled' });
      return a.client.call('staffEnable', { who: target.phoneNumber });
    },
    adminMembersSetRoles: async (a) => {
      const target = await someoneElse();
      return a.client.call('adminMembersSetRoles', {
        uid: target.user.uid,
        roles: ['editor'],
        mfaToken: a.member?.mfaToken ?? 'yok',
        deviceId: a.deviceId,
      });
    },
    staffSetBidCeiling: async (a) => {
      const ownerId = await insertOwner(t.app.db, { fullname: 'Satıcı Kişi' });
      const pigeonId = await insertPigeon(t.app.db, { ownerId });
      const auctionId = await insertAuction(t.app.db, {
        pigeonId,
        startingBid: 500,
        endingTime: Date.now() + 86_400_000,
      });
      return a.client.call('staffSetBidCeiling', {
        auctionId: String(auctionId),
        ceiling: 1_000_000,
      });
    },
    adminGroupMessagePreview: async (a) =>
      a.client.call('adminGroupMessagePreview', await someGroupWithBidder()),
    adminGroupMessageSend: async (a) =>
      a.client.call('adminGroupMessageSend', {
        ...(await someGroupWithBidder()),
        expectedRecipients: 1,
      }),
  };

  function plainOutcome(response: { status: number; body: unknown }): Outcome {
    const error = (response.body as { error?: { code: string; message: string } }).error;
    return callOutcome({
      status: response.status,
      error: error
        ? { status: error.code.toUpperCase().replace(/-/g, '_'), message: error.message }
        : null,
    });
  }

  it('covers every function of the accounts contract, and each one exists', () => {
    const contract = [
      'login',
      'logout',
      'createAccount',
      'saveRegistrationPhone',
      'userDataPrecheck',
      'register',
      'deleteOnUnregister',
      'requestChanneledMFA',
      'resolveChanneledMFA',
      'registerMFAKey',
      'requestKeyedMFA',
      'resolveKeyedMFA',
      'sendPasswordResetCode',
      'getPasswordResetToken',
      'queryPasswordResetTokenStatus',
      'usePasswordResetToken',
      'changePassword',
      'updatePersonalData',
      'setBidNoticeOptOut',
      'myNotificationPrefs',
      'myDataExport',
      'myConsents',
      'setConsent',
      'eraseMyAccount',
      'myPrivacyRequests',
      'submitPrivacyRequest',
      'setNotificationPrefs',
      'subscribePush',
      'unsubscribePush',
      'myMaxBid',
      'myWonSummary',
    ];
    for (const name of contract) expect(Object.keys(matrix)).toContain(name);
    const registered = t.app.callableNames();
    for (const name of Object.keys(matrix).filter((n) => !n.includes(' '))) {
      expect(registered).toContain(name);
    }
  });

  const cells = Object.entries(matrix).flatMap(([fn, row]) =>
    roles.map((role, i) => [fn, role, row[i] as Expect] as const),
  );

  it.each(cells)('%s as %s: %s', async (fn, role, expected) => {
    const a = await actor(role);
    const scenario = scenarios[fn];
    if (scenario === undefined) throw new Error(`no scenario for ${fn}`);
    const outcome = await scenario(a);
    switch (expected) {
      case 'ok':
        expect({ status: outcome.status, error: outcome.error }).toEqual({
          status: 200,
          error: null,
        });
        break;
      case 'unauthenticated':
        expect(outcome.status).toBe(401);
        expect(outcome.error?.status).toBe('UNAUTHENTICATED');
        break;
      case 'denied':
        expect(outcome.status).toBe(403);
        expect(outcome.error?.status).toBe('PERMISSION_DENIED');
        // Registration functions tell a registered user that registration is done; elsewhere
        // a disabled account is told why, a registration in progress that it is incomplete.
        if (registrationOnly.includes(fn)) {
          expect(outcome.error?.message).toBe('Kaydınız zaten tamamlanmış.');
        } else if (role === 'disabled') {
          expect(outcome.error?.message).toBe(disableReason);
        } else if (role === 'unverified') {
          expect(outcome.error?.message).toBe('Kayıt tamamlanmamış.');
        } else if (fn in staffMatrix && (role === 'enabled' || staffRoleCallers.includes(role))) {
          expect(outcome.error?.message).toBe('Bu işlem için yetkiniz yok.');
        }
        break;
      case 'invalid':
        expect(outcome.status).toBe(400);
        expect(outcome.error?.status).toBe('INVALID_ARGUMENT');
        break;
      case 'aborted':
        expect(outcome.status).toBe(409);
        expect(outcome.error).toEqual({
          status: 'ABORTED',
          message: 'Kullanıcı bilgileri zaten oluşturulmuş',
        });
        break;
    }
  });
});
