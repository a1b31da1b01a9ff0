import { type Static, Type } from '@sinclair/typebox';
import { MediaColumns } from './columns';

/** What an upload is for: decides the folder, the sizes kept, and whether a PDF is allowed. */
export const mediaPurposes = [
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
export type MediaPurpose = (typeof mediaPurposes)[number];

/** The purposes a signed-in member (not staff) may upload for. */
export const memberMediaPurposes = [
  'sale-request-photo',
] as const satisfies readonly MediaPurpose[];

/** The largest file accepted, before base64. */
export const maxMediaBytes = 10 * 1024 * 1024;
/** The JSON body: base64 makes 4 bytes of 3, plus the other fields. */
export const mediaUploadBodyLimit = Math.ceil((maxMediaBytes * 4) / 3) + 64 * 1024;

export const UploadMediaBody = Type.Object(
  {
    purpose: Type.Union(mediaPurposes.map((p) => Type.Literal(p))),
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
