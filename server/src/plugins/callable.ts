import type { SessionUser } from '@kanat/shared/events';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection';
import { AppError } from '../errors';
import { authPolicy } from '../modules/auth/auth-policy';
import type { DeviceProofClaim, DeviceProofRecord } from '../modules/auth/device-proof';
import { callablePrefix } from './error-handler';

/**
 * Who may call a function:
 * - public: anyone;
 * - signed-in: any session, also a registration still in progress;
 * - member: phone verified and account enabled (bid, like, comment...);
 * - staff: a member with the staff role.
 */
export type CallableAccess = 'public' | 'signed-in' | 'member' | 'staff';

export interface CallableContext {
  request: FastifyRequest;
  reply: FastifyReply;
  user: SessionUser | null;
  /** `data.deviceId` when the caller sent one (SPEC §7 passes it in most requests). */
  deviceId: string | null;
  /** With `deviceProof`: the claimed device's token and key, read with the session. */
  deviceProof: DeviceProofRecord | null;
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
   * The device proof `data` claims (device id, second-factor token): the session lookup then
   * also reads that device's token and key, handed over as `context.deviceProof`.
   */
  deviceProof?: (data: Static<D>) => DeviceProofClaim;
  handler: (data: Static<D>, context: CallableContext) => Promise<R> | R;
}

/** `data` of a function that takes no arguments: the Firebase client sends null. */
export const NoData = Type.Union([Type.Null(), Type.Object({})]);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Adds `POST /api/fn/<name>` speaking the Firebase callable protocol: `{ data }` in,
     * `{ result: { code: 200, ...handlerResult } }` out, failures through the error handler.
     */
    callable<D extends TSchema, R extends object>(definition: CallableDefinition<D, R>): void;
    /** Names of every registered function, sorted. */
    callableNames(): string[];
  }
}

const namePattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

function assertAccess(access: CallableAccess, user: SessionUser | null): void {
  if (access === 'public') return;
  if (user === null) throw new AppError('unauthenticated');
  if (access === 'signed-in') return;
  if (!user.phoneVerified) throw new AppError('permission-denied', 'Kayıt tamamlanmamış.');
  if (!user.accountEnabled) {
    throw new AppError('permission-denied', user.accountDisableReason ?? 'Hesabınız devre dışı.');
  }
  if (access === 'staff' && !user.staff) throw new AppError('permission-denied');
}

function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes(`${authPolicy.cookieName}=`) === true;
}

function deviceIdOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('deviceId' in data)) return null;
  const { deviceId } = data;
  return typeof deviceId === 'string' && deviceId.length > 0 ? deviceId : null;
}

/** The route-level claim reader for a callable's `deviceProof` (the body is `{ data }`). */
function claimOf<D extends TSchema, R extends object>(
  definition: CallableDefinition<D, R>,
): ((body: unknown) => DeviceProofClaim | null) | undefined {
  const { deviceProof } = definition;
  if (deviceProof === undefined) return undefined;
  return (body) => deviceProof((body as { data: Static<D> }).data);
}

export const callablePlugin = fp(
  async (app) => {
    const names = new Set<string>();

    app.decorate('callableNames', () => [...names].sort());

    app.decorate('callable', function callable<
      D extends TSchema,
      R extends object,
    >(this: FastifyInstance, definition: CallableDefinition<D, R>) {
      const { name } = definition;
      if (!namePattern.test(name)) throw new Error(`Invalid callable name "${name}"`);
      if (names.has(name)) throw new Error(`Callable "${name}" is registered twice`);
      names.add(name);

      const body = Type.Object({ data: definition.data });
      const response =
        definition.result === undefined
          ? undefined
          : {
              200: Type.Object({
                result: Type.Intersect([Type.Object({ code: Type.Integer() }), definition.result]),
              }),
            };

      this.route({
        method: 'POST',
        url: `${callablePrefix}${name}`,
        schema: { tags: ['callable'], summary: definition.summary, body, response },
        config: { deviceProof: claimOf(definition) },
        // Refused before the body is read: a guest's megabytes are never parsed.
        onRequest: async (request) => {
          if (definition.access === 'public') return;
          // With a device proof the session is read after the body (in one query with the
          // device's key); until then only the cookie's presence can be checked.
          if (definition.deviceProof !== undefined) {
            if (!hasSessionCookie(request)) throw new AppError('unauthenticated');
            return;
          }
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
            deviceProof: request.deviceProofRecord,
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
