import { callables } from '@kanat/shared/contracts';
import { STAFF_ROLES, type StaffArea, type StaffRole } from '@kanat/shared/rules';
import { isStaffAccess, staffAccessRoles } from '../../plugins/callable';
import { type Caller, type CallerRole, createCaller } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

/**
 * The operations console's side of the authorization matrix: every staff function and every
 * /api/staff route, for every kind of caller and every staff role (issue 30). Each area's own
 * tests run its calls with valid data as staff; here every call is tried by everyone else, who
 * must be refused at the door (before the body is read), and by the roles it is open to with
 * empty data, who must get past it and be told what is wrong in Turkish, never a server error.
 * Who may call is read from each call's declared `access`, so a new call is covered by itself;
 * the table below names each call's area and roles, so moving a call is a visible change here.
 */
type Role = CallerRole;

/**
 * Every console function: its area, then the roles it is open to (STAFF_AREAS' roles of the
 * area, or the call's own list where the area is not enough).
 */
const consoleAccess: Record<string, [StaffArea, ...StaffRole[]]> = {
  adminDashboard: ['dashboard', 'administrator', 'clerk', 'editor', 'accountant'],
  adminAuditList: ['audit', 'administrator'],
  staffListPending: ['members', 'clerk', 'administrator'],
  staffApprove: ['members', 'clerk'],
  staffDisable: ['members', 'clerk', 'administrator'],
  staffEnable: ['members', 'clerk', 'administrator'],
  staffSetBidCeiling: ['auctions', 'clerk'],
  adminMembersPending: ['members', 'clerk', 'administrator'],
  adminMembersApprove: ['members', 'clerk'],
  adminMembersReject: ['members', 'clerk'],
  adminMembersSearch: ['members', 'clerk', 'administrator'],
  adminMembersDisable: ['members', 'clerk', 'administrator'],
  adminMembersEnable: ['members', 'clerk', 'administrator'],
  adminMembersSetRoles: ['roles', 'administrator'],
  adminMembersSetSpendingLimit: ['members', 'clerk'],
  adminMemberDetail: ['members', 'clerk', 'administrator'],
  adminPrivacyRequests: ['members', 'clerk', 'administrator'],
  adminPrivacyRequestAnswer: ['members', 'clerk', 'administrator'],
  adminTrustSignals: ['members', 'clerk', 'administrator'],
  adminTrustReview: ['members', 'clerk', 'administrator'],
  adminLotBids: ['auctions', 'clerk'],
  adminAnnulBid: ['auctions', 'clerk'],
  adminRetention: ['siteSettings', 'administrator'],
  adminRetentionSave: ['siteSettings', 'administrator'],
  adminGalleryAdd: ['gallery', 'editor'],
  adminGalleryCaption: ['gallery', 'editor'],
  adminGalleryDelete: ['gallery', 'editor'],
  adminPigeonsList: ['pigeons', 'clerk'],
  adminPigeonGet: ['pigeons', 'clerk'],
  adminPigeonSave: ['pigeons', 'clerk'],
  adminPigeonNextSerial: ['pigeons', 'clerk'],
  adminPigeonRacesSave: ['pigeons', 'clerk'],
  adminPigeonPedigreeSave: ['pigeons', 'clerk'],
  adminPigeonVideosSave: ['pigeons', 'clerk'],
  adminGroupReport: ['settlement', 'clerk', 'accountant'],
  adminHallReport: ['settlement', 'clerk', 'accountant'],
  adminOwnersSearch: ['pigeons', 'clerk'],
  adminOwnerSave: ['pigeons', 'clerk'],
  adminNewsList: ['news', 'editor'],
  adminNewsGet: ['news', 'editor'],
  adminNewsSave: ['news', 'editor'],
  adminNewsUnpublish: ['news', 'editor'],
  adminNewsDelete: ['news', 'editor'],
  adminGroupsList: ['auctions', 'clerk'],
  adminGroupGet: ['auctions', 'clerk'],
  adminGroupSave: ['auctions', 'clerk'],
  adminAuctionablePigeons: ['auctions', 'clerk'],
  adminLotsReorder: ['auctions', 'clerk'],
  adminLotsAdd: ['auctions', 'clerk'],
  adminAuctionSave: ['auctions', 'clerk'],
  adminAuctionCancel: ['auctions', 'clerk'],
  adminGroupArchive: ['auctions', 'clerk'],
  adminGroupPublish: ['auctions', 'clerk'],
  // hall-sales
  adminHallSalesList: ['hallSales', 'clerk'],
  adminHallSaleGet: ['hallSales', 'clerk'],
  adminHallSaleSave: ['hallSales', 'clerk'],
  adminHallSalePublish: ['hallSales', 'clerk'],
  adminHallLotsAdd: ['hallSales', 'clerk'],
  adminHallLotSave: ['hallSales', 'clerk'],
  adminHallLotWithdraw: ['hallSales', 'clerk'],
  adminHallSaleResults: ['hallSales', 'clerk'],
  // settlement (issue 33): the site's terms are read by clerks, set by administrators; a
  // sale's own terms belong to its area.
  adminTermsGet: ['auctions', 'clerk', 'administrator'],
  adminTermsSave: ['siteSettings', 'administrator'],
  adminGroupTermsSave: ['auctions', 'clerk'],
  adminHallTermsSave: ['hallSales', 'clerk'],
  adminGroupResults: ['auctions', 'clerk'],
  adminLotMark: ['auctions', 'clerk'],
  adminGroupMessagePreview: ['auctions', 'clerk'],
  adminGroupMessageSend: ['auctions', 'clerk'],
  // The archive delay: clerks see it beside their groups, administrators set it (site-wide).
  adminSettingsGet: ['auctions', 'clerk', 'administrator'],
  adminSettingsSave: ['siteSettings', 'administrator'],
  // One form of two areas: each field is checked by its own area when saved.
  adminSiteInfoGet: ['siteSettings', 'administrator', 'editor'],
  adminSiteInfoSave: ['siteSettings', 'administrator', 'editor'],
  adminBannerSet: ['banner', 'editor'],
  // The versioned legal texts: the site's settings.
  adminLegalTexts: ['siteSettings', 'administrator'],
  adminLegalTextSave: ['siteSettings', 'administrator'],
  adminSaleRequestsList: ['saleRequests', 'clerk'],
  adminSaleRequestAccept: ['saleRequests', 'clerk'],
  adminSaleRequestReject: ['saleRequests', 'clerk'],
  // hall-floor: running a hall mezat (issue 32).
  adminHallLeaseTake: ['hallSales', 'clerk'],
  adminHallLeaseRenew: ['hallSales', 'clerk'],
  adminHallLeaseRelease: ['hallSales', 'clerk'],
  adminHallStart: ['hallSales', 'clerk'],
  adminHallOpenLot: ['hallSales', 'clerk'],
  adminHallFloorBid: ['hallSales', 'clerk'],
  adminHallSetStep: ['hallSales', 'clerk'],
  adminHallWarn: ['hallSales', 'clerk'],
  adminHallSell: ['hallSales', 'clerk'],
  adminHallPass: ['hallSales', 'clerk'],
  adminHallUndo: ['hallSales', 'clerk'],
  adminHallEnd: ['hallSales', 'clerk'],
  adminHallState: ['hallSales', 'clerk'],
  // Statements after the hammer (issue 33): at the desk (clerks and accountants), and the
  // accounts (accountants).
  adminSettlementSales: ['settlement', 'clerk', 'accountant'],
  adminSaleSettlement: ['settlement', 'clerk', 'accountant'],
  adminBuyerStatement: ['settlement', 'clerk', 'accountant'],
  adminSellerStatement: ['settlement', 'clerk', 'accountant'],
  adminPaymentRecord: ['settlement', 'clerk', 'accountant'],
  adminDeliverySet: ['settlement', 'clerk', 'accountant'],
  adminStatementExtend: ['settlement', 'clerk', 'accountant'],
  adminStatementCancel: ['settlement', 'clerk', 'accountant'],
  adminSecondChanceLots: ['settlement', 'clerk', 'accountant'],
  adminSecondChanceOffer: ['settlement', 'clerk', 'accountant'],
  adminPaymentFlag: ['settlement', 'clerk', 'accountant'],
  adminPaymentFlagLift: ['settlement', 'clerk', 'accountant'],
  adminPayoutMark: ['accounts', 'accountant'],
  adminBankImport: ['accounts', 'accountant'],
  adminBankImports: ['accounts', 'accountant'],
  adminBankImportGet: ['accounts', 'accountant'],
  adminBankLineSettle: ['accounts', 'accountant'],
};

/** The /api/staff routes (REST, for scripts) and the roles each is open to. */
const staffRouteRoles: Record<string, readonly StaffRole[]> = {
  // Any role uploads for something; the purpose is checked against the uploader's areas.
  'POST /api/staff/uploads': STAFF_ROLES,
  'POST /api/staff/gallery': ['editor'],
  'DELETE /api/staff/gallery/:id': ['editor'],
  'POST /api/staff/news': ['editor'],
  'PUT /api/staff/news/:id': ['editor'],
  'DELETE /api/staff/news/:id': ['editor'],
  'GET /api/staff/groups/:id/results.csv': ['clerk'],
  'POST /api/staff/videos': ['clerk'],
  'GET /api/staff/settlement/export.csv': ['accountant'],
};

/** Callers of one staff role each, and of all of them (`staff`). */
const staffCallers = ['staff', 'administrator', 'clerk', 'editor', 'accountant'] as const;
const rolesOfCaller = (caller: (typeof staffCallers)[number]): readonly StaffRole[] =>
  caller === 'staff' ? STAFF_ROLES : [caller];

const disableReason = 'Kurallara aykırı ilan.';
const password = 'KonsolSifre1';

describe('console authorization', () => {
  let t: TestApp;
  const staffRoutes: Array<{ method: string; url: string }> = [];
  const callers = new Map<Role, Caller>();
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp({
      configure: (app) => {
        app.addHook('onRoute', (route) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          if (!route.url.startsWith('/api/staff/')) return;
          for (const method of methods) {
            if (method !== 'HEAD') staffRoutes.push({ method, url: route.url });
          }
        });
      },
    });
    for (const role of [
      'guest',
      'pending',
      'unverified',
      'disabled',
      'enabled',
      ...staffCallers,
    ] as const) {
      ip += 1;
      callers.set(
        role,
        await createCaller(t.app, role, { ip: `198.51.100.${ip}`, password, disableReason }),
      );
    }
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const caller = (role: Role) => callers.get(role) as Caller;

  const consoleFunctions = () =>
    t.app.callableNames().filter((name) => isStaffAccess(t.app.callableAccess(name)));

  /** The roles a console function is open to, as it declares them. */
  const declaredRoles = (name: string): readonly StaffRole[] => {
    const access = t.app.callableAccess(name);
    return isStaffAccess(access) ? staffAccessRoles(access) : [];
  };

  it('registers every console function of the contract, each one for staff only', () => {
    const registered = t.app.callableNames();
    const contract = Object.keys(callables).filter((name) => name.startsWith('admin'));
    expect(contract.length).toBeGreaterThan(0);
    for (const name of contract) {
      expect({ name, registered: registered.includes(name) }).toEqual({ name, registered: true });
      expect({ name, staff: isStaffAccess(t.app.callableAccess(name)) }).toEqual({
        name,
        staff: true,
      });
    }
    // And the other way round: no staff function outside the contract.
    for (const name of consoleFunctions()) expect(Object.keys(callables)).toContain(name);
  });

  it('gives every console function the area and roles of the table', () => {
    expect(consoleFunctions().sort()).toEqual(Object.keys(consoleAccess).sort());
    for (const name of consoleFunctions()) {
      const access = t.app.callableAccess(name);
      const [area, ...roles] = consoleAccess[name] ?? [];
      expect({
        name,
        area: isStaffAccess(access) ? access.area : null,
        roles: [...declaredRoles(name)].sort(),
      }).toEqual({ name, area, roles: [...roles].sort() });
    }
  });

  const refusals: Array<[Exclude<Role, (typeof staffCallers)[number]>, number, string]> = [
    ['guest', 401, 'UNAUTHENTICATED'],
    ['pending', 401, 'UNAUTHENTICATED'],
    ['unverified', 403, 'PERMISSION_DENIED'],
    ['disabled', 403, 'PERMISSION_DENIED'],
    ['enabled', 403, 'PERMISSION_DENIED'],
  ];

  it.each(refusals)('refuses every console function to a %s caller', async (role, status, code) => {
    const { client } = caller(role);
    for (const name of consoleFunctions()) {
      const outcome = await client.call(name, {});
      expect({ name, status: outcome.status, code: outcome.error?.status }).toEqual({
        name,
        status,
        code,
      });
      if (role === 'disabled') expect(outcome.error?.message).toBe(disableReason);
    }
  });

  it.each(staffCallers)(
    'lets %s past the door of each console function its roles open, and no other',
    async (role) => {
      const { client } = caller(role);
      const held = rolesOfCaller(role);
      for (const name of consoleFunctions()) {
        const outcome = await client.call(name, {});
        if (!declaredRoles(name).some((r) => held.includes(r))) {
          expect({ name, status: outcome.status, error: outcome.error }).toEqual({
            name,
            status: 403,
            error: { status: 'PERMISSION_DENIED', message: 'Bu işlem için yetkiniz yok.' },
          });
          continue;
        }
        expect({ name, refused: [401, 403].includes(outcome.status) }).toEqual({
          name,
          refused: false,
        });
        expect({ name, serverError: outcome.status >= 500 }).toEqual({ name, serverError: false });
        if (outcome.error !== null) {
          // Turkish: the catalogue's texts, never the validator's English.
          expect({ name, message: outcome.error.message }).not.toEqual({
            name,
            message: expect.stringMatching(/must|should|required|property/i),
          });
          expect(outcome.error.message).toMatch(/\S/);
        }
      }
    },
  );

  const routeUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

  it.each(refusals)('refuses every /api/staff route to a %s caller', async (role, status) => {
    expect(staffRoutes.length).toBeGreaterThan(0);
    const { client } = caller(role);
    for (const route of staffRoutes) {
      const response = await client.request(route.method, routeUrl(route.url), {});
      expect({ route, status: response.status }).toEqual({ route, status });
    }
  });

  it('names every /api/staff route in the table', () => {
    expect(staffRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      Object.keys(staffRouteRoles).sort(),
    );
  });

  it.each(staffCallers)(
    'lets %s past the door of each /api/staff route its roles open, never with a server error',
    async (role) => {
      const { client } = caller(role);
      const held = rolesOfCaller(role);
      for (const route of staffRoutes) {
        const response = await client.request(route.method, routeUrl(route.url), {});
        const open = staffRouteRoles[`${route.method} ${route.url}`] ?? [];
        if (!open.some((r) => held.includes(r))) {
          expect({ route, status: response.status }).toEqual({ route, status: 403 });
          continue;
        }
        expect({ route, refused: [401, 403].includes(response.status) }).toEqual({
          route,
          refused: false,
        });
        expect({ route, serverError: response.status >= 500 }).toEqual({
          route,
          serverError: false,
        });
      }
    },
  );

  it('lets members upload only for their sale requests, and guests nothing', async () => {
    const body = { purpose: 'gallery', fileName: 'a.jpg', data: 'AAAA' };
    const guest = await caller('guest').client.request('POST', '/api/uploads', body);
    expect(guest.status).toBe(401);
    const member = await caller('enabled').client.request('POST', '/api/uploads', body);
    expect(member.status).toBe(403);
    const disabled = await caller('disabled').client.request('POST', '/api/uploads', body);
    expect(disabled.status).toBe(403);
  });
});
