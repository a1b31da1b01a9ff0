import { type TProperties, type TSchema, Type } from '@sinclair/typebox';

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

/** A paged-list answer: the rows and the next cursor, absent on the last page. */
export function pagedListResponse<R extends TSchema>(row: R) {
  return Type.Object({ r: Type.Array(row), p: Type.Optional(Type.String()) });
}
