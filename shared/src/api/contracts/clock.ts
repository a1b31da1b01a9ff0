import { type Static, Type } from '@sinclair/typebox';

/** `GET /api/time`: the server's clock, ms epoch. */
export const ClockResponse = Type.Object({ now: Type.Integer() });
export type ClockResponse = Static<typeof ClockResponse>;
