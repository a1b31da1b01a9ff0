import { type Static, Type } from '@sinclair/typebox';

// A pigeon's pedigree as data. The shape only: the rules (real places, lengths, no ancestor
// above an empty place) are the shared rule validatePedigree in @kanat/shared/rules, run by the
// server's service, which also links ancestors whose ring is a pigeon's on the site.

/** An ancestor as it travels to a page. */
export const PedigreeAncestorRow = Type.Object({
  /** Its place: 's' the sire, 'd' the dam, 'sd' the sire's dam, … (up to four letters). */
  path: Type.String(),
  ring: Type.String(),
  /** Its name (the linked pigeon's when staff left it empty); '' when none. */
  name: Type.String(),
  colour: Type.String(),
  note: Type.String(),
  /** The pigeon on the site with this ring; null: not on the site. */
  linkedPigeonId: Type.Union([Type.String(), Type.Null()]),
  /** The linked pigeon's latest lot on the site, to link to; null: none. */
  auctionId: Type.Union([Type.String(), Type.Null()]),
});
export type PedigreeAncestorRow = Static<typeof PedigreeAncestorRow>;

/** A pigeon's bloodline and its ancestors in the tree's order (generation by generation). */
export const PedigreeChart = Type.Object({
  bloodline: Type.String(),
  ancestors: Type.Array(PedigreeAncestorRow),
});
export type PedigreeChart = Static<typeof PedigreeChart>;

const Typed = (maxLength: number) => Type.String({ maxLength });

/** An ancestor as the editor sends it: what was typed, bounded (the rule sets the real limits). */
export const PedigreeAncestorInputRow = Type.Object(
  {
    path: Typed(8),
    ring: Typed(200),
    name: Typed(200),
    colour: Typed(200),
    note: Typed(400),
  },
  { additionalProperties: false },
);

export const AdminPigeonPedigreeSaveData = Type.Object(
  {
    pigeonId: Type.Integer({ minimum: 1 }),
    bloodline: Typed(400),
    /** The whole tree; it replaces the stored one. Empty places may be sent or left out. */
    ancestors: Type.Array(PedigreeAncestorInputRow, { maxItems: 40 }),
  },
  { additionalProperties: false },
);
export type AdminPigeonPedigreeSaveData = Static<typeof AdminPigeonPedigreeSaveData>;

export const pedigreeCallables = {
  adminPigeonPedigreeSave: { data: AdminPigeonPedigreeSaveData, result: PedigreeChart },
};
