import { type Static, Type } from '@sinclair/typebox';
import { MediaColumns } from './columns';

/**
 * What a picture or document upload is for: decides the folder, the sizes kept, and whether a
 * PDF is allowed.
 */
export const uploadPurposes = [
  'pigeon-photo',
  'pedigree',
  'dna-certificate',
  'group-photo',
  'news-picture',
  'news-inline',
  'gallery',
  'slider',
  'slider-mobile',
  'sponsor',
  'logo',
  'sale-request-photo',
] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** Every purpose a stored file may have: the uploads above and a pigeon's video (its own road). */
export const mediaPurposes = [...uploadPurposes, 'pigeon-video'] as const;
export type MediaPurpose = (typeof mediaPurposes)[number];

/** The purposes a signed-in member (not staff) may upload for. */
export const memberMediaPurposes = [
  'sale-request-photo',
] as const satisfies readonly UploadPurpose[];

/** The largest file accepted, before base64. */
export const maxMediaBytes = 10 * 1024 * 1024;
/** The JSON body: base64 makes 4 bytes of 3, plus the other fields. */
export const mediaUploadBodyLimit = Math.ceil((maxMediaBytes * 4) / 3) + 64 * 1024;

export const UploadMediaBody = Type.Object(
  {
    purpose: Type.Union(uploadPurposes.map((p) => Type.Literal(p))),
    /** Shown to staff only; never used as a path. */
    fileName: Type.String({ maxLength: 200 }),
    /** The file, base64. */
    data: Type.String({ minLength: 1, maxLength: mediaUploadBodyLimit }),
  },
  { additionalProperties: false },
);
export type UploadMediaBody = Static<typeof UploadMediaBody>;

export const MediaVariant = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const MediaFile = Type.Composite([
  /** `url`: the largest stored image, or the document. */
  Type.Pick(MediaColumns, [
    'id',
    'purpose',
    'kind',
    'url',
    'contentType',
    'bytes',
    'width',
    'height',
  ]),
  /** Every stored width of an image, small to large (for srcset); empty for a document. */
  Type.Object({ variants: Type.Array(MediaVariant) }),
]);
export type MediaFile = Static<typeof MediaFile>;

/** A media id as other contracts take it (what an upload answered). */
export const MediaId = Type.String({ minLength: 8, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * A video as its upload answers (`POST /api/staff/videos`): `url` the MP4, `variants` its
 * poster frame's sizes (made on the server), `durationMs` its length.
 */
export const VideoFile = Type.Composite([
  MediaFile,
  Type.Object({ durationMs: Type.Integer({ minimum: 0 }) }),
]);
export type VideoFile = Static<typeof VideoFile>;

/** The video upload's query: the file's name as the browser gave it (shown to staff only). */
export const UploadVideoQuery = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type UploadVideoQuery = Static<typeof UploadVideoQuery>;

/**
 * A pedigree's or certificate's file as pages read it: a picture or a PDF. Those purposes never
 * hold a video, so any kind that is not a document is shown as a picture.
 */
export const asDocumentKind = (kind: string): 'image' | 'document' =>
  kind === 'document' ? 'document' : 'image';
