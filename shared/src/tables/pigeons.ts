import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ImageVariant } from './gallery';
import { mediaFiles } from './media';
import { foldedText, searchDocument } from './text-search';
import { users } from './users';

export const pigeons = pgTable(
  'pigeons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Shown padded to 6 digits (SPEC §9); the participants list filters "serial greater than". */
    serial: integer('serial').notNull(),
    /** Ring imprint, e.g. TR-2024-123456. */
    tagNum: text('tag_num').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The pigeon's name as its breeder calls it ('Kara Şimşek'); '' when it has none. A new lot takes it. */
    name: text('name').notNull().default(''),
    active: smallint('active').notNull().default(1),
    state: text('state').notNull(),
    /** Staff's text about the pigeon (plain text). */
    description: text('description').notNull().default(''),
    /** The pedigree document (an image or a PDF) in media_files; null: none. */
    pedigreeMediaId: text('pedigree_media_id'),
    /** 'male' (erkek), 'female' (dişi) or 'unknown' (bilinmiyor). Its year is the ring's. */
    sex: text('sex').notNull().default('unknown'),
    /** The feather colour as fanciers name it ('mavi alaca'); '' when not given. */
    colour: text('colour').notNull().default(''),
    /** A DNA sex certificate (an image or a PDF) in media_files; null: none. */
    dnaCertificateMediaId: text('dna_certificate_media_id'),
    /**
     * The bloodline (soy hattı) as fanciers name it ('Janssen', 'Janssen × Vandenheede'); ''
     * when not given. Searchable across live lots and the archive.
     */
    bloodline: text('bloodline').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pigeons_serial_key').on(t.serial),
    uniqueIndex('pigeons_tag_num_key').on(t.tagNum),
    // Tag filters match a prefix ('TR-2023'); pattern ops make LIKE 'x%' indexable in any collation.
    index('pigeons_tag_num_prefix_idx').on(t.tagNum.op('text_pattern_ops')),
    index('pigeons_owner_idx').on(t.ownerId, t.serial),
    index('pigeons_active_serial_idx').on(t.active, t.serial),
    // The participants filter compares states folded (see text-search.ts).
    index('pigeons_state_serial_idx').on(foldedText(t.state), t.serial),
    check('pigeons_active_check', sql`${t.active} in (0, 1)`),
    check('pigeons_sex_check', sql`${t.sex} in ('male', 'female', 'unknown')`),
    index('pigeons_bloodline_search_idx').using('gin', searchDocument(t.bloodline)),
  ],
);

/** SPEC's `pictures` map, ordered: position 0 is the photo auction cards show. */
export const pigeonPictures = pgTable(
  'pigeon_pictures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pigeonId: integer('pigeon_id')
      .notNull()
      .references(() => pigeons.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url'),
    /** The upload this picture came from (media_files); null for seeded pictures. */
    mediaId: text('media_id'),
    /** Every stored width, small to large, for `srcset`. */
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    /**
     * What the photo shows, of the set a buyer expects: 'body' (gövde), 'wings' (açık
     * kanatlar), 'eye' (göz), 'tail' (kuyruk); null: another photo. One photo per slot.
     */
    slot: text('slot'),
  },
  (t) => [
    uniqueIndex('pigeon_pictures_pigeon_position_key').on(t.pigeonId, t.position),
    uniqueIndex('pigeon_pictures_pigeon_slot_key')
      .on(t.pigeonId, t.slot)
      .where(sql`${t.slot} is not null`),
    check('pigeon_pictures_slot_check', sql`${t.slot} in ('body', 'wings', 'eye', 'tail')`),
  ],
);

/**
 * A pigeon's race results as the race's result list gives them (the shared rule in
 * shared/src/rules/race-results.ts checks them), in the order they were entered.
 */
export const pigeonRaceResults = pgTable(
  'pigeon_race_results',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pigeonId: integer('pigeon_id')
      .notNull()
      .references(() => pigeons.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    raceDate: date('race_date', { mode: 'string' }).notNull(),
    releasePoint: text('release_point').notNull(),
    distanceM: integer('distance_m').notNull(),
    place: integer('place').notNull(),
    basketed: integer('basketed').notNull(),
    /** Metres per minute × 1000; null when not given. */
    speedMmPerMin: integer('speed_mm_per_min'),
    /** The coefficient × 1000; null when not given. */
    coefficientMilli: integer('coefficient_milli'),
  },
  (t) => [
    uniqueIndex('pigeon_race_results_pigeon_position_key').on(t.pigeonId, t.position),
    check(
      'pigeon_race_results_place_check',
      sql`${t.place} >= 1 and ${t.place} <= ${t.basketed} and ${t.distanceM} > 0`,
    ),
  ],
);

/**
 * A pigeon's pedigree as data (soy ağacı): up to four generations of ancestors, each at its
 * place in the tree (`path`: 's' the sire, 'd' the dam, 'sd' the sire's dam, … up to four
 * letters). An ancestor is a pigeon on the site (`linkedPigeonId`, found by its ring number)
 * or a ring number, name, colour and a short note typed by staff.
 */
export const pigeonAncestors = pgTable(
  'pigeon_ancestors',
  {
    pigeonId: integer('pigeon_id')
      .notNull()
      .references(() => pigeons.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    /** The pigeon on the site with this ring number; null: not on the site. */
    linkedPigeonId: integer('linked_pigeon_id').references(() => pigeons.id, {
      onDelete: 'set null',
    }),
    ring: text('ring').notNull().default(''),
    name: text('name').notNull().default(''),
    colour: text('colour').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.pigeonId, t.path] }),
    index('pigeon_ancestors_linked_idx').on(t.linkedPigeonId),
    check('pigeon_ancestors_path_check', sql`${t.path} ~ '^[sd]{1,4}$'`),
  ],
);

/**
 * A pigeon's videos in the order staff set (issue 36): an upload (a media file of kind video,
 * its poster among its variants) or a YouTube video by its id.
 */
export const pigeonVideos = pgTable(
  'pigeon_videos',
  {
    pigeonId: integer('pigeon_id')
      .notNull()
      .references(() => pigeons.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: ['file', 'youtube'] }).notNull(),
    mediaId: text('media_id').references(() => mediaFiles.id, { onDelete: 'restrict' }),
    youTubeId: text('youtube_id'),
    caption: text('caption').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.pigeonId, t.position] }),
    index('pigeon_videos_media_idx').on(t.mediaId),
    check(
      'pigeon_videos_kind_check',
      sql`(${t.kind} = 'file' and ${t.mediaId} is not null and ${t.youTubeId} is null) or (${t.kind} = 'youtube' and ${t.youTubeId} is not null and ${t.mediaId} is null)`,
    ),
  ],
);
