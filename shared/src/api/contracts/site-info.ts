import { type Static, Type } from '@sinclair/typebox';
import type { Sponsor as ClientSponsor } from '../site-info';
import { SITE_INFO_TEXT_FIELDS } from './site-info-fields';

/**
 * Every site-information field of SPEC §3, in the order the SPEC lists them: the plain text
 * fields come from the client's list, so server and client cannot disagree about them.
 */
export const siteInfoKeys = [
  ...SITE_INFO_TEXT_FIELDS,
  // JSON text, decoded by the client: Array<{ title: string; text: string }>,
  // { full: string[]; mobile: string[] }, Array<{ name: string; image: string; url: string }>.
  'label_titles',
  'slider_pics',
  'sponsors',
] as const;

export type SiteInfoKey = (typeof siteInfoKeys)[number];
export type SiteInfo = Record<SiteInfoKey, string>;

export const SiteInfoResponse = Type.Object(
  Object.fromEntries(siteInfoKeys.map((key) => [key, Type.Optional(Type.String())])),
  { additionalProperties: false, description: 'SPEC §3 site information; every value a string' },
);

/** `GET /api/banner`: the site-wide banner; both fields null when there is none. */
export const BannerResponse = Type.Object({
  message: Type.Union([Type.String(), Type.Null()]),
  color: Type.Union([Type.String(), Type.Null()]),
});
export type Banner = Static<typeof BannerResponse>;

/**
 * Shapes of the JSON-text fields as the seed writes them: the client's decoded shapes
 * (@kanat/shared/api), with every field the client may go without filled in.
 */
export type Sponsor = Required<ClientSponsor>;
