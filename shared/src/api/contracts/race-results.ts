import { type Static, Type } from '@sinclair/typebox';

// A pigeon's race results. The shape only: the figures' rules (a place within the birds
// basketed, a date not ahead, a speed the distance allows) are the shared rule
// validateRaceResults in @kanat/shared/rules, run by the server's service.

/** A stored result (RaceResult of the shared rule): whole numbers only. */
export const RaceResultRow = Type.Object({
  name: Type.String(),
  /** 'YYYY-MM-DD'. */
  date: Type.String(),
  releasePoint: Type.String(),
  distanceM: Type.Integer(),
  place: Type.Integer(),
  basketed: Type.Integer(),
  /** Metres per minute × 1000; null when not given. */
  speedMmPerMin: Type.Union([Type.Integer(), Type.Null()]),
  /** The coefficient × 1000; null when not given. */
  coefficientMilli: Type.Union([Type.Integer(), Type.Null()]),
});
export type RaceResultRow = Static<typeof RaceResultRow>;

const Typed = (maxLength: number) => Type.String({ maxLength });

/** A result as the form sends it: what was typed, bounded (the rule sets the real limits). */
export const RaceResultInputRow = Type.Object(
  {
    name: Typed(200),
    date: Typed(20),
    releasePoint: Typed(200),
    distanceKm: Typed(20),
    place: Typed(20),
    basketed: Typed(20),
    speed: Typed(20),
    coefficient: Typed(20),
  },
  { additionalProperties: false },
);

export const AdminPigeonRacesSaveData = Type.Object(
  {
    pigeonId: Type.Integer({ minimum: 1 }),
    /** The whole list, in the order staff want it kept; it replaces the stored one. */
    races: Type.Array(RaceResultInputRow, { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type AdminPigeonRacesSaveData = Static<typeof AdminPigeonRacesSaveData>;

export const AdminPigeonRacesSaveResult = Type.Object({ races: Type.Array(RaceResultRow) });
export type AdminPigeonRacesSaveResult = Static<typeof AdminPigeonRacesSaveResult>;

export const raceResultsCallables = {
  adminPigeonRacesSave: { data: AdminPigeonRacesSaveData, result: AdminPigeonRacesSaveResult },
};
