import type { SliderPictures } from '@kanat/shared/api';
import type { Sponsor } from '@kanat/shared/contracts';
import type {
  auctionContainers,
  auctions,
  bids,
  galleryPhotos,
  news,
  newsComments,
  newsLikes,
  pigeonAncestors,
  pigeonPictures,
  pigeonRaceResults,
  pigeons,
  users,
} from '../db/schema';
import type { ImageJob } from './images';
import { Random } from './random';
import { provinces } from './turkish-data';

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

/** Fixed, so every machine gets the same demo data. */
const demoSeed = 20230401;

export type UserRow = typeof users.$inferInsert;
export type PigeonRow = typeof pigeons.$inferInsert & { id: number };
export type AuctionRow = typeof auctions.$inferInsert & { id: number };
export type ContainerRow = typeof auctionContainers.$inferInsert & { id: number };
export type BidRow = typeof bids.$inferInsert & { id: number };

export interface PigeonInfo {
  row: PigeonRow;
  color: string;
  gender: 'Erkek' | 'Dişi';
  line: string;
  year: number;
  picture: string;
}

export function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * The demo data set as it is being built: the rows of every table, the pictures to draw, and
 * what the builders share (the random source, the names and numbers already taken, the next
 * ids). Each `demo-*.ts` builder fills its part; `planDemoData` runs them in order.
 */
export class DemoBuilder {
  readonly rnd = new Random(demoSeed);
  readonly jobs: ImageJob[] = [];
  readonly members: UserRow[] = [];
  readonly otherUsers: UserRow[] = [];
  readonly fakeUsers: UserRow[] = [];
  readonly pigeons: PigeonInfo[] = [];
  readonly pictures: Array<typeof pigeonPictures.$inferInsert> = [];
  races: Array<typeof pigeonRaceResults.$inferInsert> = [];
  ancestors: Array<typeof pigeonAncestors.$inferInsert> = [];
  readonly containers: ContainerRow[] = [];
  readonly auctions: AuctionRow[] = [];
  readonly bids: BidRow[] = [];
  readonly news: Array<typeof news.$inferInsert & { id: number }> = [];
  readonly comments: Array<typeof newsComments.$inferInsert> = [];
  readonly likes: Array<typeof newsLikes.$inferInsert> = [];
  readonly gallery: Array<typeof galleryPhotos.$inferInsert & { id: number }> = [];
  sliderPics: SliderPictures = { full: [], mobile: [] };
  sponsors: Sponsor[] = [];
  vitrineId = 0;
  archiveId = 0;

  readonly usedPhones = new Set<string>();
  readonly usedUsernames = new Set<string>();
  readonly usedFullnames = new Set<string>();
  readonly usedTags = new Set<string>();
  freePigeons: PigeonInfo[] = [];
  nextAuctionId = 1;
  nextContainerId = 1;
  nextBidId = 1;

  constructor(readonly now: number) {}

  /**
   * A time that stands for the past (a comment, a bid, a publication), capped before the
   * seeding moment: `minutesBefore` minutes (at least one) before it at the latest.
   */
  past(at: number, minutesBefore = 1): number {
    return Math.min(at, this.now - Math.max(1, minutesBefore) * minute);
  }

  place() {
    const province = this.rnd.pick(provinces);
    return { province: province.name, city: this.rnd.pick(province.districts) };
  }
}
