import { type Static, Type } from '@sinclair/typebox';
import { MediaId, MediaVariant } from './media';

// A pigeon's videos (issue 36). The shape only: the rules (how many, YouTube links, captions)
// are the shared rule validatePigeonVideos in @kanat/shared/rules, run by the server's service.

/** A video as pages show it: an upload from the media store, or a YouTube video. */
export const PigeonVideo = Type.Union([
  Type.Object({
    kind: Type.Literal('file'),
    mediaId: Type.String(),
    /** The MP4, served with byte ranges. */
    url: Type.String(),
    /** The poster frame made on the server, small to large (for srcset). */
    poster: Type.Array(MediaVariant),
    width: Type.Union([Type.Integer(), Type.Null()]),
    height: Type.Union([Type.Integer(), Type.Null()]),
    durationMs: Type.Integer(),
    caption: Type.String(),
  }),
  Type.Object({
    kind: Type.Literal('youtube'),
    youTubeId: Type.String(),
    caption: Type.String(),
  }),
]);
export type PigeonVideo = Static<typeof PigeonVideo>;

const Typed = (maxLength: number) => Type.String({ maxLength });

/** A video as the console sends it. */
export const PigeonVideoInputRow = Type.Union([
  Type.Object(
    { kind: Type.Literal('file'), mediaId: MediaId, caption: Typed(400) },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('youtube'), link: Typed(600), caption: Typed(400) },
    { additionalProperties: false },
  ),
]);

export const AdminPigeonVideosSaveData = Type.Object(
  {
    pigeonId: Type.Integer({ minimum: 1 }),
    /** The whole list in order; it replaces the stored one. */
    videos: Type.Array(PigeonVideoInputRow, { maxItems: 12 }),
  },
  { additionalProperties: false },
);
export type AdminPigeonVideosSaveData = Static<typeof AdminPigeonVideosSaveData>;

export const pigeonVideoCallables = {
  adminPigeonVideosSave: {
    data: AdminPigeonVideosSaveData,
    result: Type.Object({ videos: Type.Array(PigeonVideo) }),
  },
};
