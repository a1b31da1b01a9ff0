import { type Static, type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { callableStatus, ERROR_CODES } from '../error-codes';

// The two wire protocols every endpoint of one kind shares: callable functions
// (`POST /api/fn/<name>`, the Firebase callable protocol) and paged lists
// (`POST /api/list/<name>`, SPEC §4). Each endpoint's own schemas go inside these envelopes.

/** `data` of a function that takes no arguments: the Firebase client sends null. */
export const NoData = Type.Union([Type.Null(), Type.Object({})]);

/** A callable request: `{ data }`. */
export function callableBody<D extends TSchema>(data: D) {
  return Type.Object({ data });
}

/** A callable answer: `{ result: { code: 200, ...result } }`. */
export function callableResponse<R extends TSchema>(result: R) {
  return Type.Object({ result: Type.Intersect([Type.Object({ code: Type.Integer() }), result]) });
}

/** What a function's result carries besides its own fields. */
export type CallableResult<R> = R & { code: number };

const errorFields = {
  message: Type.String(),
  /** Extra data for the client (Firebase `HttpsError.details`), e.g. per-field flags. */
  details: Type.Optional(Type.Unknown()),
};

/** A failed call: `{ error: { status: 'INVALID_ARGUMENT', message } }`. */
export const CallableErrorBody = Type.Object({
  error: Type.Object({
    status: Type.Union(ERROR_CODES.map((code) => Type.Literal(callableStatus(code)))),
    ...errorFields,
  }),
});
export type CallableErrorBody = Static<typeof CallableErrorBody>;

/** A failed plain route: `{ error: { code: 'invalid-argument', message } }`. */
export const RouteErrorBody = Type.Object({
  error: Type.Object({
    code: Type.Union(ERROR_CODES.map((code) => Type.Literal(code))),
    ...errorFields,
  }),
});
export type RouteErrorBody = Static<typeof RouteErrorBody>;

/** A paged-list request: the list's filters plus the cursor `p` and the count `c`. */
export function pagedListBody<F extends TProperties>(filters: F) {
  return Type.Object({
    ...filters,
    // The client starts at 0 (SPEC §4) and then echoes the cursor it was given. Integer
    // comes first: with Fastify's type coercion a leading string branch would turn 0 into "0".
    p: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 512 }), Type.Null()])),
    c: Type.Optional(Type.Integer({ minimum: 1 })),
  });
}
export type PagedListBody<F extends TProperties> = Static<TObject<F>> & {
  p?: number | string | null;
  c?: number;
};

/** A paged-list answer: the rows and the next cursor, absent on the last page. */
export function pagedListResponse<R extends TSchema>(row: R) {
  return Type.Object({ r: Type.Array(row), p: Type.Optional(Type.String()) });
}
