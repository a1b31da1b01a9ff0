import type { TSchema } from '@sinclair/typebox';

/**
 * Console calls of this area (`POST /api/fn/<name>`), spread into `callables`.
 * Filled in by the area's owner (see /work/notes/plan.md while issue 10 is being built).
 */
export const adminMembersCallables = {} as const satisfies Record<
  string,
  { data: TSchema; result?: TSchema }
>;
