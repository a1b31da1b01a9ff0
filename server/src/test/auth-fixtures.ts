import { generateKeyPairSync, type KeyObject, randomInt, randomUUID, sign } from 'node:crypto';
import type { SessionUser } from '@kanat/shared/events';
import { STAFF_ROLES, type StaffRole } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { authPolicy } from '../modules/auth/auth-policy';
import { type DevicePublicJwk, saveDeviceKey } from '../modules/auth/device-keys';
import { issueMfaToken } from '../modules/auth/mfa-tokens';
import { hashPassword } from '../modules/auth/passwords';
import { createSession, toSessionUser } from '../modules/auth/session-store';
import { newUserId } from '../modules/auth/tokens';
import type { OutboxEntry } from '../modules/sms/sms-gateway';

export type MemberKind = 'member' | 'staff' | 'disabled' | 'unverified' | 'unapproved';

export interface MemberOptions {
  kind?: MemberKind;
  phoneNumber?: string;
  username?: string;
  fullname?: string;
  /** Stored (argon2id) so the member can also sign in through `login`. */
  password?: string;
  deviceId?: string;
  /** Reason shown to a disabled member. */
  disableReason?: string;
  /** Register a device key (default true; never for unverified). */
  withKey?: boolean;
  /**
   * The staff roles held: by default every role for `staff`, none for the others; a member
   * given roles here is a staff member of just those.
   */
  roles?: readonly StaffRole[];
}

export interface SignedInMember {
  user: SessionUser;
  /** `km_session=<token>`, ready for a `cookie` header. */
  cookie: string;
  deviceId: string;
  phoneNumber: string;
  password: string | null;
  /** The device's private key (node KeyObject, ECDSA P-521). */
  privateKey: KeyObject;
  /** The public key as the JWK JSON string a browser would send in `pk`. */
  pk: string;
  /** A second-factor token for this user and device (valid 60 s from creation). */
  mfaToken: string;
  /** Issues another token, for tests that outlive the first one. */
  freshMfaToken(): Promise<string>;
  /** base64 of the 132-byte IEEE P1363 ECDSA P-521/SHA-256 signature over `bytes`. */
  sign(bytes: Uint8Array): string;
}

/** A random phone number that passes the SPEC §5 rules (+90 532 xxxxxxx). */
// Phone numbers are unique (the users table says so): drawn at random, a test file making a
// few hundred members met the same number now and then (CI run of 24.11.2026). Each is the
// one before plus a small random step, from a random start, so none repeats in a process (a
// test file and its database) while they stay unpredictable.
let lastPhone = randomInt(0, 5_000_000);

/** A Turkish mobile number no other call in this process has returned. */
export function randomPhone(): string {
  lastPhone = (lastPhone + 1 + randomInt(0, 8)) % 10_000_000;
  return `+90532${String(lastPhone).padStart(7, '0')}`;
}

export function randomUsername(): string {
  return `u${randomInt(0, 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`;
}

/** An ECDSA P-521 pair like the browser's, with the public half as the `pk` JSON string. */
export function newDeviceKeyPair(): { privateKey: KeyObject; jwk: DevicePublicJwk; pk: string } {
  const pair = generateKeyPairSync('ec', { namedCurve: 'P-521' });
  const exported = pair.publicKey.export({ format: 'jwk' });
  const jwk: DevicePublicJwk = {
    kty: 'EC',
    crv: 'P-521',
    x: String(exported.x),
    y: String(exported.y),
  };
  return { privateKey: pair.privateKey, jwk, pk: JSON.stringify(jwk) };
}

export function signWith(privateKey: KeyObject, bytes: Uint8Array): string {
  return sign('sha256', bytes, { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64');
}

/**
 * A user with a session, written through the auth module's own functions (no HTTP round
 * trips): by default an approved, enabled member with a registered device key and a fresh
 * second-factor token. `kind` gives staff, disabled, unverified (registration in progress)
 * or unapproved (registered, waiting for staff) users instead.
 */
export async function createSignedInMember(
  app: FastifyInstance,
  options: MemberOptions = {},
): Promise<SignedInMember> {
  const kind = options.kind ?? 'member';
  const db = app.db;
  const id = newUserId();
  const phoneNumber = options.phoneNumber ?? randomPhone();
  const deviceId = options.deviceId ?? randomUUID();
  const verified = kind !== 'unverified';
  const enabled = kind === 'member' || kind === 'staff';
  const staffRoles = [...(options.roles ?? (kind === 'staff' ? STAFF_ROLES : []))];
  const password = options.password ?? null;
  const now = Date.now();

  await db.insert(users).values({
    id,
    username: verified ? (options.username ?? randomUsername()) : null,
    fullname: verified ? (options.fullname ?? 'Deneme Üye') : null,
    dateOfBirth: verified ? '1990-05-17' : null,
    province: verified ? 'İstanbul' : null,
    city: verified ? 'Kadıköy' : null,
    mailAddress: null,
    phoneNumber: verified ? phoneNumber : null,
    registrationPhone: phoneNumber,
    phoneVerified: verified,
    passwordHash: password === null ? null : await hashPassword(password),
    accountEnabled: enabled,
    accountDisableReason: enabled
      ? null
      : kind === 'disabled'
        ? (options.disableReason ?? 'Hesabınız yönetici tarafından devre dışı bırakıldı.')
        : kind === 'unapproved'
          ? 'Kaydınız yönetici onayı bekliyor.'
          : null,
    approvedAt: kind === 'member' || kind === 'staff' || kind === 'disabled' ? new Date(now) : null,
    staffRoles,
  });

  const pair = newDeviceKeyPair();
  if (verified && options.withKey !== false) await saveDeviceKey(db, id, deviceId, pair.jwk);
  const { token } = await createSession(db, {
    userId: id,
    state: 'active',
    deviceId,
    ip: '127.0.0.1',
    userAgent: 'auth-fixtures',
  });
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (row === undefined) throw new Error('fixture user vanished');
  const freshMfaToken = () => issueMfaToken(db, id, deviceId);

  return {
    user: toSessionUser(row),
    cookie: `${authPolicy.cookieName}=${token}`,
    deviceId,
    phoneNumber,
    password,
    privateKey: pair.privateKey,
    pk: pair.pk,
    mfaToken: await freshMfaToken(),
    freshMfaToken,
    sign: (bytes) => signWith(pair.privateKey, bytes),
  };
}

export const createSignedInStaff = (app: FastifyInstance, options: MemberOptions = {}) =>
  createSignedInMember(app, { ...options, kind: 'staff' });

export const createDisabledMember = (app: FastifyInstance, options: MemberOptions = {}) =>
  createSignedInMember(app, { ...options, kind: 'disabled' });

export const createUnverifiedUser = (app: FastifyInstance, options: MemberOptions = {}) =>
  createSignedInMember(app, { ...options, kind: 'unverified' });

export interface CallOutcome<R = Record<string, unknown>> {
  status: number;
  result: R | null;
  error: { status: string; message: string; details?: Record<string, unknown> } | null;
}

/**
 * A browser stand-in for `app.inject`: keeps the session cookie between calls like a browser
 * would, speaks the callable protocol and reads codes from the dev outbox.
 */
export class ApiClient {
  cookie: string | null;

  constructor(
    private readonly app: FastifyInstance,
    options: { cookie?: string | null; ip?: string } = {},
  ) {
    this.cookie = options.cookie ?? null;
    this.ip = options.ip ?? '127.0.0.1';
  }

  ip: string;

  private remember(setCookie: string | string[] | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (pair.slice(0, eq) !== authPolicy.cookieName) continue;
      const value = pair.slice(eq + 1);
      this.cookie = value === '' ? null : `${authPolicy.cookieName}=${value}`;
    }
  }

  async call<R = Record<string, unknown>>(name: string, data: unknown): Promise<CallOutcome<R>> {
    const response = await this.app.inject({
      method: 'POST',
      url: `/api/fn/${name}`,
      payload: JSON.stringify({ data }),
      remoteAddress: this.ip,
      headers: {
        'content-type': 'application/json',
        ...(this.cookie === null ? {} : { cookie: this.cookie }),
      },
    });
    this.remember(response.headers['set-cookie']);
    const body = response.json<{ result?: R & { code?: number }; error?: CallOutcome['error'] }>();
    return {
      status: response.statusCode,
      result: body.result ?? null,
      error: body.error ?? null,
    };
  }

  /** The versions of the notice and terms a registration form shows now (the current ones). */
  async acknowledgement(): Promise<{ notice: number; terms: number }> {
    const [notice, terms] = await Promise.all(
      (['notice', 'terms'] as const).map((kind) =>
        this.ok<{ version: number }>('legalText', { kind }),
      ),
    );
    return { notice: notice?.version ?? 0, terms: terms?.version ?? 0 };
  }

  /**
   * Gives the signed-in member's commercial-message consents (`setConsent` under the current
   * consent text), as the account page does: SMS and mail unless told which.
   */
  async grantMarketing(
    kinds: ReadonlyArray<'marketing-sms' | 'marketing-mail'> = ['marketing-sms', 'marketing-mail'],
  ): Promise<void> {
    const { version } = await this.ok<{ version: number }>('legalText', { kind: 'marketing' });
    for (const kind of kinds) await this.ok('setConsent', { kind, granted: true, version });
  }

  /** Calls and insists on success; returns the result. */
  async ok<R = Record<string, unknown>>(name: string, data: unknown): Promise<R> {
    const outcome = await this.call<R>(name, data);
    if (outcome.status !== 200 || outcome.result === null) {
      throw new Error(`${name} failed: ${outcome.status} ${JSON.stringify(outcome.error)}`);
    }
    return outcome.result;
  }

  async get<R = unknown>(url: string): Promise<{ status: number; body: R }> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      remoteAddress: this.ip,
      headers: this.cookie === null ? {} : { cookie: this.cookie },
    });
    this.remember(response.headers['set-cookie']);
    return { status: response.statusCode, body: response.json<R>() };
  }

  /** Any API route with this client's cookie: JSON body for methods that carry one. */
  async request<R = unknown>(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; body: R }> {
    const withBody = body !== undefined && method !== 'GET';
    const response = await this.app.inject({
      method: method as 'POST',
      url,
      remoteAddress: this.ip,
      ...(withBody ? { payload: JSON.stringify(body) } : {}),
      headers: {
        ...(withBody ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie === null ? {} : { cookie: this.cookie }),
      },
    });
    this.remember(response.headers['set-cookie']);
    let parsed: unknown = null;
    try {
      parsed = response.json();
    } catch {
      parsed = response.body;
    }
    return { status: response.statusCode, body: parsed as R };
  }

  async list<R = unknown>(name: string, body: Record<string, unknown>) {
    const response = await this.app.inject({
      method: 'POST',
      url: `/api/list/${name}`,
      payload: JSON.stringify(body),
      remoteAddress: this.ip,
      headers: {
        'content-type': 'application/json',
        ...(this.cookie === null ? {} : { cookie: this.cookie }),
      },
    });
    return { status: response.statusCode, body: response.json<R>() };
  }

  /**
   * The dev outbox's messages for `phone`, newest first, read as the developer reads them:
   * GET /api/dev/outbox from this machine (loopback) without this client's cookie, whatever
   * address the client itself stands for (the route refuses everyone else).
   */
  async outbox(phone: string, limit?: number): Promise<OutboxEntry[]> {
    const query = `phone=${encodeURIComponent(phone)}${limit === undefined ? '' : `&limit=${limit}`}`;
    const response = await this.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?${query}`,
      remoteAddress: '127.0.0.1',
    });
    if (response.statusCode !== 200) {
      throw new Error(`/api/dev/outbox: HTTP ${response.statusCode} ${response.body}`);
    }
    return response.json<{ messages: OutboxEntry[] }>().messages;
  }

  /** The newest code the dev outbox holds for `phone`. */
  async latestCode(phone: string): Promise<string> {
    const code = (await this.outbox(phone))[0]?.code;
    if (!code) throw new Error(`no code in the outbox for ${phone}`);
    return code;
  }
}

/**
 * The kinds of caller an authorization test tries: a guest, an account in each state, staff
 * of every role (`staff`) and staff of one role only.
 */
export type CallerRole =
  | 'guest'
  | 'pending'
  | 'unverified'
  | 'disabled'
  | 'enabled'
  | 'staff'
  | 'administrator'
  | 'clerk'
  | 'editor'
  | 'accountant';

export interface Caller {
  role: CallerRole;
  client: ApiClient;
  /** The account behind a signed-in role (null for a guest). */
  member: SignedInMember | null;
}

const memberKindOf: Record<Exclude<CallerRole, 'guest'>, MemberKind> = {
  pending: 'member',
  unverified: 'unverified',
  disabled: 'disabled',
  enabled: 'member',
  staff: 'staff',
  administrator: 'staff',
  clerk: 'staff',
  editor: 'staff',
  accountant: 'staff',
};

/** The roles of a caller of one role only; undefined: the kind's default. */
const rolesOf = (role: CallerRole): readonly StaffRole[] | undefined =>
  (STAFF_ROLES as readonly string[]).includes(role) ? [role as StaffRole] : undefined;

/**
 * A caller of `role` calling from `ip`: 'pending' has given the password but not yet the
 * second factor, 'unverified' is a registration in progress, the others have a full session.
 */
export async function createCaller(
  app: FastifyInstance,
  role: CallerRole,
  options: { ip: string; password: string; disableReason: string },
): Promise<Caller> {
  if (role === 'guest') {
    return { role, client: new ApiClient(app, { ip: options.ip }), member: null };
  }
  const roles = rolesOf(role);
  const member = await createSignedInMember(app, {
    kind: memberKindOf[role],
    password: options.password,
    disableReason: options.disableReason,
    ...(roles === undefined ? {} : { roles }),
  });
  const client = new ApiClient(app, { cookie: member.cookie, ip: options.ip });
  if (role === 'pending') {
    // Password accepted, second factor not yet done.
    client.cookie = null;
    await client.ok('login', {
      phoneNumber: member.phoneNumber,
      password: options.password,
      deviceId: member.deviceId,
    });
  }
  return { role, client, member };
}

/**
 * A registration up to its last call (`register`), with the phone proven: the client holding
 * the partial account's session, its device, the form's data and the partial account's id.
 */
export async function registrationUpToLastCall(app: FastifyInstance) {
  const client = new ApiClient(app, {
    ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const deviceId = randomUUID();
  const phone = randomPhone();
  await client.ok('createAccount', { phoneNumber: phone, password: 'gizli123', deviceId });
  await client.ok('saveRegistrationPhone', { phoneNumber: phone });
  await client.ok('requestChanneledMFA', { target: phone, deviceId });
  const code = await client.latestCode(phone);
  await client.ok('resolveChanneledMFA', { target: phone, answer: code, deviceId });
  const data = {
    phoneNumber: phone,
    username: randomUsername(),
    fullname: 'Zeynep Kaya',
    dateOfBirth: '1988-06-12',
    mailAddress: '',
    province: 'Ankara',
    city: 'Çankaya',
  };
  const [user] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.registrationPhone, phone));
  if (user === undefined) throw new Error('no partial account');
  return { client, deviceId, data, userId: user.id };
}
