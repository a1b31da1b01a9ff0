import { callables } from '@kanat/shared/contracts';
import { type Caller, type CallerRole, createCaller } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

/**
 * The operations console's side of the authorization matrix: every staff function and every
 * /api/staff route, for every kind of caller. Each area's own tests run its calls with valid
 * data as staff; here every call is tried by everyone else, who must be refused at the door
 * (before the body is read), and by staff with empty data, who must get past it and be told
 * what is wrong in Turkish, never a server error.
 */
type Role = CallerRole;

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
      'staff',
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
    t.app.callableNames().filter((name) => t.app.callableAccess(name) === 'staff');

  it('registers every console function of the contract, each one for staff only', () => {
    const registered = t.app.callableNames();
    const contract = Object.keys(callables).filter((name) => name.startsWith('admin'));
    expect(contract.length).toBeGreaterThan(0);
    for (const name of contract) {
      expect({ name, registered: registered.includes(name) }).toEqual({ name, registered: true });
      expect({ name, access: t.app.callableAccess(name) }).toEqual({ name, access: 'staff' });
    }
    // And the other way round: no staff function outside the contract.
    for (const name of consoleFunctions()) expect(Object.keys(callables)).toContain(name);
  });

  const refusals: Array<[Exclude<Role, 'staff'>, number, string]> = [
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

  it('lets staff past the door of every console function; empty data gets a Turkish answer', async () => {
    const { client } = caller('staff');
    for (const name of consoleFunctions()) {
      const outcome = await client.call(name, {});
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
  });

  const routeUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

  it.each(refusals)('refuses every /api/staff route to a %s caller', async (role, status) => {
    expect(staffRoutes.length).toBeGreaterThan(0);
    const { client } = caller(role);
    for (const route of staffRoutes) {
      const response = await client.request(route.method, routeUrl(route.url), {});
      expect({ route, status: response.status }).toEqual({ route, status });
    }
  });

  it('lets staff past the door of every /api/staff route, never with a server error', async () => {
    const { client } = caller('staff');
    for (const route of staffRoutes) {
      const response = await client.request(route.method, routeUrl(route.url), {});
      expect({ route, refused: [401, 403].includes(response.status) }).toEqual({
        route,
        refused: false,
      });
      expect({ route, serverError: response.status >= 500 }).toEqual({ route, serverError: false });
    }
  });

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
