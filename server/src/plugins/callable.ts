import { callableBody, callableResponse } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n/full';
import { STAFF_AREAS, type StaffArea, type StaffRole } from '@kanat/shared/rules';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection';
import { AppError } from '../errors';
import { callablePrefix } from './error-handler';

/**
 * A staff call's access: the console area it belongs to (STAFF_AREAS of @kanat/shared/rules),
 * open to the roles of that area; `roles`, where the area is not enough, names exactly the
 * roles that may call it instead (e.g. a clerk's action on a member, in the members area
 * administrators may read).
 */
export interface StaffAccess {
  area: StaffArea;
  roles?: readonly StaffRole[];
}

/**
 * Who may call a function:
 * - public: anyone;
 * - signed-in: any session, also a registration still in progress;
 * - member: phone verified and account enabled (bid, like, comment...);
 * - { area, roles? }: a member holding a staff role that opens the area (or one of `roles`).
 */
export type CallableAccess = 'public' | 'signed-in' | 'member' | StaffAccess;

/** The roles that may make a staff call of `access`. */
export function staffAccessRoles(access: StaffAccess): readonly StaffRole[] {
  return access.roles ?? STAFF_AREAS[access.area];
}

/** True for the access of a staff call. */
export function isStaffAccess(access: CallableAccess | undefined): access is StaffAccess {
  return typeof access === 'object';
}

export interface CallableContext {
  request: FastifyRequest;
  reply: FastifyReply;
  user: SessionUser | null;
  /** `data.deviceId` when the caller sent one (SPEC §7 passes it in most requests). */
  deviceId: string | null;
  db: Db;
  log: FastifyBaseLogger;
}

export interface CallableDefinition<D extends TSchema, R extends object> {
  /** The SPEC §7 function name, e.g. `requestChanneledMFA`. */
  name: string;
  access: CallableAccess;
  /** Schema of `data`; a request that does not match is answered 400 INVALID_ARGUMENT. */
  data: D;
  /** Schema of the result (without `code`), used to serialise and document it. */
  result?: TSchema;
  summary?: string;
  /**
   * The handler reads the session itself from `request.sessionToken`, in one query with what
   * else it needs (the bid); `user` is then null. Only for 'public' functions: the handler
   * applies the access rules.
   */
  readsSession?: boolean;
  /** Bytes of request body accepted, when the app-wide limit is too small (long articles). */
  bodyLimit?: number;
  handler: (data: Static<D>, context: CallableContext) => Promise<R> | R;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Adds `POST /api/fn/<name>` speaking the Firebase callable protocol: `{ data }` in,
     * `{ result: { code: 200, ...handlerResult } }` out, failures through the error handler.
     */
    callable<D extends TSchema, R extends object>(definition: CallableDefinition<D, R>): void;
    /** Names of every registered function, sorted. */
    callableNames(): string[];
    /** Who may call the function `name` (undefined: no such function). */
    callableAccess(name: string): CallableAccess | undefined;
  }
}

const namePattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * The security schemes of /api/openapi.json (`components.securitySchemes`, defined in app.ts):
 * one session cookie, named twice so that staff calls show the level they need.
 */
export const openapiSchemes = { member: 'session', staff: 'staffSession' } as const;

/**
 * The OpenAPI `security` of an operation that `access` guards: none for public calls, the
 * session cookie for signed-in users and members, the staff session for staff calls.
 */
export function openapiSecurity(access: CallableAccess): Array<Record<string, string[]>> {
  if (access === 'public') return [];
  return [{ [isStaffAccess(access) ? openapiSchemes.staff : openapiSchemes.member]: [] }];
}

/**
 * The OpenAPI extension naming the roles a staff call is open to (`x-roles`, STAFF_ROLES keys)
 * and its console area (`x-area`); nothing for other calls.
 */
export function openapiRoles(access: CallableAccess): Record<string, unknown> {
  if (!isStaffAccess(access)) return {};
  return { 'x-area': access.area, 'x-roles': [...staffAccessRoles(access)] };
}

/** Refuses `user` unless `access` lets them in; also for lists that only members may read. */
export function assertAccess(access: CallableAccess, user: SessionUser | null): void {
  if (access === 'public') return;
  if (user === null) throw new AppError('unauthenticated');
  if (access === 'signed-in') return;
  if (!user.phoneVerified) {
    throw new AppError('permission-denied', messages.accountServer.registrationIncomplete);
  }
  if (!user.accountEnabled) {
    throw new AppError(
      'permission-denied',
      user.accountDisableReason ?? messages.accountServer.accountDisabled,
    );
  }
  if (isStaffAccess(access)) assertStaffRoles(user, staffAccessRoles(access));
}

/** Refuses `user` unless they hold one of `roles`, with the catalogue's Turkish answer. */
export function assertStaffRoles(user: SessionUser, roles: readonly StaffRole[]): void {
  if (!user.roles.some((role) => roles.includes(role))) {
    throw new AppError('permission-denied', messages.staffAccess.denied);
  }
}

/**
 * The caller of a function behind `member` or `staff` access, whom the access check has let in
 * already: this only narrows the type for the handler.
 */
export function signedInUser(user: SessionUser | null): SessionUser {
  if (user === null) throw new AppError('unauthenticated');
  return user;
}

function deviceIdOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('deviceId' in data)) return null;
  const { deviceId } = data;
  return typeof deviceId === 'string' && deviceId.length > 0 ? deviceId : null;
}

export const callablePlugin = fp(
  async (app) => {
    const access = new Map<string, CallableAccess>();

    app.decorate('callableNames', () => [...access.keys()].sort());
    app.decorate('callableAccess', (name: string) => access.get(name));

    app.decorate('callable', function callable<
      D extends TSchema,
      R extends object,
    >(this: FastifyInstance, definition: CallableDefinition<D, R>) {
      const { name } = definition;
      if (!namePattern.test(name)) throw new Error(`Invalid callable name "${name}"`);
      if (access.has(name)) throw new Error(`Callable "${name}" is registered twice`);
      if (definition.readsSession === true && definition.access !== 'public') {
        throw new Error(`Callable "${name}" reads the session itself: its access must be public`);
      }
      access.set(name, definition.access);

      const body = callableBody(definition.data);
      const response =
        definition.result === undefined ? undefined : { 200: callableResponse(definition.result) };

      this.route({
        method: 'POST',
        url: `${callablePrefix}${name}`,
        schema: {
          tags: ['callable'],
          // The function's own name: a generated client calls it as the Firebase SDK does.
          operationId: name,
          summary: definition.summary,
          // A function that reads the session itself is public only to this plugin: its
          // handler refuses callers who are not members (bid).
          security: openapiSecurity(
            definition.readsSession === true ? 'member' : definition.access,
          ),
          ...openapiRoles(definition.access),
          body,
          response,
        },
        config: { readsSession: definition.readsSession === true },
        ...(definition.bodyLimit === undefined ? {} : { bodyLimit: definition.bodyLimit }),
        // Refused before the body is read: a guest's megabytes are never parsed.
        onRequest: async (request) => {
          if (definition.access === 'public') return;
          assertAccess(definition.access, request.sessionUser);
        },
        handler: async (request, reply) => {
          const user = request.sessionUser;
          assertAccess(definition.access, user);
          const { data } = request.body as { data: Static<D> };
          const result = await definition.handler(data, {
            request,
            reply,
            user,
            deviceId: deviceIdOf(data),
            db: app.db,
            log: request.log,
          });
          return { result: { code: 200, ...result } };
        },
      });
    });
  },
  { name: 'callable', dependencies: ['session', 'database'] },
);
