import { type Static, type TSchema, Type } from '@sinclair/typebox';
// The rules module itself, not the rules index: the index leads back here through validation.
import {
  BANNER_MESSAGE_MAX,
  type CorporatePageKey,
  corporatePageKeys,
  type EditableSiteField,
  editableSiteFields,
  GALLERY_ADD_MAX,
  GALLERY_TITLE_MAX,
  NEWS_HTML_MAX,
  NEWS_TITLE_MAX,
  PAGE_HTML_MAX,
  SITE_LIST_MAX,
  SITE_TEXT_MAX,
} from '../../rules/content';
import { NewsColumns } from './columns';
import { GalleryPhoto } from './gallery';
import { MediaId } from './media';
import { NewsId } from './news';
import { NoData } from './protocol';

// The console's content calls (news, gallery, site information, banner), staff only.

/** What the console's news tabs show: a scheduled item is published with a future date. */
export const adminNewsStates = ['draft', 'scheduled', 'published'] as const;
export type AdminNewsState = (typeof adminNewsStates)[number];

const AdminNewsStatus = Type.Union([
  Type.Literal('draft'),
  Type.Literal('scheduled'),
  Type.Literal('published'),
]);

export const AdminNewsRow = Type.Composite([
  Type.Object({ id: Type.String() }),
  Type.Pick(NewsColumns, ['title']),
  // The console's names (the public list's, where they meet) for the item's columns.
  Type.Object({
    status: AdminNewsStatus,
    main_picture: NewsColumns.properties.mainPicture,
    /** ms epoch: when it shows (or showed) on the site. */
    publishAt: NewsColumns.properties.publishDate,
    /** ms epoch of the last save. */
    updatedOn: NewsColumns.properties.updatedAt,
  }),
  Type.Pick(NewsColumns, ['views', 'likes']),
  Type.Object({ comment_count: NewsColumns.properties.commentCount }),
]);
export type AdminNewsRow = Static<typeof AdminNewsRow>;

export const AdminNewsItem = Type.Composite([
  AdminNewsRow,
  Type.Object({
    /** The stored (sanitised) body. */
    html: Type.String(),
    /** The uploaded main picture's media id, null for none or one stored before uploads. */
    pictureId: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type AdminNewsItem = Static<typeof AdminNewsItem>;

export const AdminNewsListData = Type.Object(
  {
    status: Type.Optional(AdminNewsStatus),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    cursor: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
  },
  { additionalProperties: false },
);
export type AdminNewsListData = Static<typeof AdminNewsListData>;

export const AdminNewsPage = Type.Object({
  rows: Type.Array(AdminNewsRow),
  next: Type.Union([Type.String(), Type.Null()]),
});
export type AdminNewsPage = Static<typeof AdminNewsPage>;

export const AdminNewsSaveData = Type.Object(
  {
    /** Absent: a new item. */
    id: Type.Optional(NewsId),
    title: Type.String({ maxLength: NEWS_TITLE_MAX }),
    /** HTML; sanitised before it is stored. */
    html: Type.String({ maxLength: NEWS_HTML_MAX }),
    /** An upload ('news-picture'); null removes the picture; absent keeps it. */
    pictureId: Type.Optional(Type.Union([Type.Null(), MediaId])),
    /** 'published' with a future `publishAt` schedules the item. */
    status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
    /** ms epoch; absent with 'published': now (a new item) or the date it already has. */
    publishAt: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type AdminNewsSaveData = Static<typeof AdminNewsSaveData>;

export const AdminNewsIdData = Type.Object({ id: NewsId }, { additionalProperties: false });

export const GalleryPhotoId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const AdminGalleryAddData = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        { photoId: MediaId, title: Type.String({ maxLength: GALLERY_TITLE_MAX }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: GALLERY_ADD_MAX },
    ),
  },
  { additionalProperties: false },
);
export type AdminGalleryAddData = Static<typeof AdminGalleryAddData>;

// ---- site information -----------------------------------------------------------------------

/** A picture of the site: kept by its current address, or a new upload by id. */
export const SiteImageInput = Type.Object(
  {
    mediaId: Type.Optional(MediaId),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type SiteImageInput = Static<typeof SiteImageInput>;

const SiteFields = Type.Object(
  Object.fromEntries(
    editableSiteFields.map((field) => [field, Type.String({ maxLength: SITE_TEXT_MAX })]),
  ) as Record<EditableSiteField, ReturnType<typeof Type.String>>,
  { additionalProperties: false },
);

const LabelTitle = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    text: Type.String({ maxLength: SITE_TEXT_MAX }),
  },
  { additionalProperties: false },
);

const pagesOf = <T extends TSchema>(schema: T) =>
  Type.Object(
    Object.fromEntries(corporatePageKeys.map((key) => [key, schema])) as Record<
      CorporatePageKey,
      T
    >,
    { additionalProperties: false },
  );

export const AdminSiteInfoSaveData = Type.Object(
  {
    fields: SiteFields,
    labels: Type.Array(LabelTitle, { maxItems: SITE_LIST_MAX }),
    logo: SiteImageInput,
    institute: SiteImageInput,
    slider: Type.Object(
      {
        full: Type.Array(SiteImageInput, { maxItems: SITE_LIST_MAX }),
        mobile: Type.Array(SiteImageInput, { maxItems: SITE_LIST_MAX }),
      },
      { additionalProperties: false },
    ),
    sponsors: Type.Array(
      Type.Object(
        {
          name: Type.String({ maxLength: 200 }),
          url: Type.String({ maxLength: 2000 }),
          image: SiteImageInput,
        },
        { additionalProperties: false },
      ),
      { maxItems: SITE_LIST_MAX },
    ),
    /** The corporate pages' HTML; sanitised before it is stored. */
    pages: pagesOf(Type.String({ maxLength: PAGE_HTML_MAX })),
  },
  { additionalProperties: false },
);
export type AdminSiteInfoSaveData = Static<typeof AdminSiteInfoSaveData>;

/** A stored site picture: its address, and its upload's id when it came through the console. */
const SiteImage = Type.Object({
  url: Type.String(),
  mediaId: Type.Union([Type.String(), Type.Null()]),
});
export type SiteImage = Static<typeof SiteImage>;

export const AdminSiteInfo = Type.Object({
  fields: Type.Record(Type.String(), Type.String()),
  labels: Type.Array(Type.Object({ title: Type.String(), text: Type.String() })),
  logo: SiteImage,
  institute: SiteImage,
  slider: Type.Object({ full: Type.Array(SiteImage), mobile: Type.Array(SiteImage) }),
  sponsors: Type.Array(Type.Object({ name: Type.String(), url: Type.String(), image: SiteImage })),
  pages: pagesOf(Type.String()),
  /** The folders that hold groups, by name: the choices of the two list roots. */
  folders: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type AdminSiteInfo = Static<typeof AdminSiteInfo>;

// ---- banner ----------------------------------------------------------------------------------

export const AdminBannerSetData = Type.Object(
  {
    /** null (or blank) clears the banner. */
    message: Type.Union([Type.Null(), Type.String({ maxLength: BANNER_MESSAGE_MAX })]),
    color: Type.Union([
      Type.Literal('blue'),
      Type.Literal('green'),
      Type.Literal('orange'),
      Type.Literal('red'),
    ]),
  },
  { additionalProperties: false },
);
export type AdminBannerSetData = Static<typeof AdminBannerSetData>;

const BannerResult = Type.Object({
  message: Type.Union([Type.String(), Type.Null()]),
  color: Type.Union([Type.String(), Type.Null()]),
});

/**
 * Console calls of this area (`POST /api/fn/<name>`), spread into `callables`.
 */
export const adminContentCallables = {
  adminNewsList: { data: AdminNewsListData, result: AdminNewsPage },
  adminNewsGet: { data: AdminNewsIdData, result: AdminNewsItem },
  adminNewsSave: { data: AdminNewsSaveData, result: AdminNewsItem },
  adminNewsUnpublish: { data: AdminNewsIdData, result: AdminNewsItem },
  adminNewsDelete: { data: AdminNewsIdData, result: Type.Object({ id: Type.String() }) },
  adminGalleryAdd: {
    data: AdminGalleryAddData,
    result: Type.Object({ photos: Type.Array(GalleryPhoto) }),
  },
  adminGalleryCaption: {
    data: Type.Object(
      { id: GalleryPhotoId, title: Type.String({ maxLength: GALLERY_TITLE_MAX }) },
      { additionalProperties: false },
    ),
    result: GalleryPhoto,
  },
  adminGalleryDelete: {
    data: Type.Object({ id: GalleryPhotoId }, { additionalProperties: false }),
    result: Type.Object({ id: Type.Integer() }),
  },
  adminSiteInfoGet: { data: NoData, result: AdminSiteInfo },
  adminSiteInfoSave: { data: AdminSiteInfoSaveData, result: AdminSiteInfo },
  adminBannerSet: { data: AdminBannerSetData, result: BannerResult },
} as const satisfies Record<string, { data: TSchema; result?: TSchema }>;
