import { Type } from '@sinclair/typebox';

/** Every site-information field of SPEC §3, in the order the SPEC lists them. */
export const siteInfoKeys = [
  'instagram_name',
  'youtube_name',
  'facebook_name',
  'telephone',
  'mail_name',
  'address_name',
  'instagram_url',
  'youtube_url',
  'facebook_url',
  'telephone_url',
  'mail_url',
  'address_url',
  'address_embed_url',
  'CentaurGames_url',
  'footer_description',
  'auction_vitrine_id',
  'auction_archive_id',
  'users_page_start_serial',
  'logo',
  'institute_image',
  'about_us_html_loc',
  'terms_html_loc',
  'privacy_policy_html_loc',
  'cookie_policy_html_loc',
  'how_to_bid_step_one',
  'how_to_bid_step_two',
  'how_to_bid_step_three',
  'how_to_bid_step_one_title',
  'how_to_bid_step_two_title',
  'how_to_bid_step_three_title',
  'how_to_ask_step_one',
  'how_to_ask_step_two',
  'how_to_ask_step_three',
  'how_to_ask_step_one_title',
  'how_to_ask_step_two_title',
  'how_to_ask_step_three_title',
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

export const BannerResponse = Type.Object({
  message: Type.Union([Type.String(), Type.Null()]),
  color: Type.Union([Type.String(), Type.Null()]),
});

/** Shapes of the JSON-text fields, as the seed writes them and the client decodes them. */
export interface SliderPics {
  full: string[];
  mobile: string[];
}

export interface LabelCard {
  title: string;
  text: string;
}

export interface Sponsor {
  name: string;
  image: string;
  url: string;
}
