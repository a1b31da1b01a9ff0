import type { SliderPictures } from '@kanat/shared/api';
import type { Sponsor } from '@kanat/shared/contracts';
import { minNextBid } from '@kanat/shared/rules';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  AuctionStatus,
  auctionContainers,
  auctions,
  auditLog,
  bids,
  galleryPhotos,
  mediaFiles,
  news,
  newsComments,
  newsLikes,
  pigeonPictures,
  pigeons,
  saleRequests,
  users,
} from '../db/schema';
import { setSoftCloseMinutes, softCloseMinutesDefault } from '../modules/auctions';
import type { MediaPlace } from '../modules/media';
import { newsSearchFields } from '../modules/news';
import { ensureSiteInfoDefaults, setSiteInfo } from '../modules/site-info';
import { planConsoleDemo } from './console-demo';
import { applyDemoAccounts, setDemoPasswords } from './demo-accounts';
import {
  type GalleryKind,
  gallerySvg,
  type ImageJob,
  newsSvg,
  pigeonPhotoSvg,
  renderImages,
  sliderSvg,
  sponsorSvg,
} from './images';
import { Random } from './random';
import {
  newsComments as commentTexts,
  femaleNames,
  galleryScenes,
  maleNames,
  newsItems,
  newsParagraphs,
  newsTipHeadings,
  newsTips,
  phonePrefixes,
  pigeonColors,
  pigeonLines,
  pigeonStates,
  provinces,
  raceDistances,
  releasePoints,
  sliderSlides,
  sponsorNames,
  surnames,
} from './turkish-data';

export interface SeedOptions {
  /** Where generated pictures go, served at /media/: the local folder, or the media store. */
  mediaDir: MediaPlace;
  /** Auction times are laid out around this moment (ms epoch). */
  now?: number;
  /** Set false to write the rows without drawing the pictures. */
  images?: boolean;
}

export interface SeedSummary {
  members: number;
  fakeUsers: number;
  pigeons: number;
  auctions: number;
  containers: number;
  bids: number;
  news: number;
  comments: number;
  likes: number;
  galleryPhotos: number;
  saleRequests: number;
  auditEntries: number;
  images: number;
  ms: number;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Fixed, so every machine gets the same demo data. */
const demoSeed = 20230401;

const mediaBase = '/media/demo';

/** Gallery photos in three widths, small to large, for the grid, phones and the viewer. */
const gallerySizes = [
  { suffix: '-kucuk', width: 400, height: 267 },
  { suffix: '-orta', width: 800, height: 533 },
  { suffix: '', width: 1200, height: 800 },
] as const;

type UserRow = typeof users.$inferInsert;
type PigeonRow = typeof pigeons.$inferInsert & { id: number };
type AuctionRow = typeof auctions.$inferInsert & { id: number };
type ContainerRow = typeof auctionContainers.$inferInsert & { id: number };
type BidRow = typeof bids.$inferInsert & { id: number };

interface PigeonInfo {
  row: PigeonRow;
  color: string;
  gender: 'Erkek' | 'Dişi';
  line: string;
  year: number;
  picture: string;
}

interface GroupPlan {
  name: string;
  description: string;
  /** Auctions directly inside (a final container) ... */
  auctions?: number;
  /** ... or further groups. */
  children?: GroupPlan[];
  /** End of the group relative to now (ms); its auctions end a few minutes apart. */
  endsIn?: number;
}

const transliteration: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

function asciiLower(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .split('')
    .map((c) => transliteration[c] ?? c)
    .join('')
    .replace(/[^a-z0-9]/g, '');
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function chunks<T>(rows: T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export class DemoBuilder {
  readonly rnd = new Random(demoSeed);
  readonly jobs: ImageJob[] = [];
  readonly members: UserRow[] = [];
  readonly otherUsers: UserRow[] = [];
  readonly fakeUsers: UserRow[] = [];
  readonly pigeons: PigeonInfo[] = [];
  readonly pictures: Array<typeof pigeonPictures.$inferInsert> = [];
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

  private readonly usedPhones = new Set<string>();
  private readonly usedUsernames = new Set<string>();
  private readonly usedFullnames = new Set<string>();
  private readonly usedTags = new Set<string>();
  private freePigeons: PigeonInfo[] = [];
  private nextAuctionId = 1;
  private nextContainerId = 1;
  private nextBidId = 1;

  constructor(private readonly now: number) {}

  /**
   * A time that stands for the past (a comment, a bid, a publication), capped before the
   * seeding moment: `minutesBefore` minutes (at least one) before it at the latest.
   */
  private past(at: number, minutesBefore = 1): number {
    return Math.min(at, this.now - Math.max(1, minutesBefore) * minute);
  }

  build(): void {
    this.buildUsers();
    this.buildPigeons();
    this.buildAuctions();
    this.buildNews();
    this.buildGallery();
    this.buildSiteMedia();
  }

  // ---- people -------------------------------------------------------------------------

  private place() {
    const province = this.rnd.pick(provinces);
    return { province: province.name, city: this.rnd.pick(province.districts) };
  }

  private fullname(): string {
    for (;;) {
      const first = this.rnd.chance(0.82) ? this.rnd.pick(maleNames) : this.rnd.pick(femaleNames);
      const name = `${first} ${this.rnd.pick(surnames)}`;
      if (!this.usedFullnames.has(name)) {
        this.usedFullnames.add(name);
        return name;
      }
    }
  }

  private phone(): string {
    for (;;) {
      const phone = `+90${this.rnd.pick(phonePrefixes)}${this.rnd.token(7, '0123456789')}`;
      if (!this.usedPhones.has(phone)) {
        this.usedPhones.add(phone);
        return phone;
      }
    }
  }

  /** SPEC §5 usernames: 4-12 of [a-z0-9_.-]. */
  private username(fullname: string): string {
    const [first = 'uye', last = ''] = fullname.split(' ');
    const base = `${asciiLower(first).slice(0, 6)}${asciiLower(last).slice(0, 3)}`;
    for (;;) {
      const candidate = `${base}${this.rnd.int(1, 99)}`.slice(0, 12);
      if (!this.usedUsernames.has(candidate)) {
        this.usedUsernames.add(candidate);
        return candidate;
      }
    }
  }

  private member(extra: Partial<UserRow> = {}): UserRow {
    const fullname = this.fullname();
    const username = this.username(fullname);
    const phone = this.phone();
    const dob = `${this.rnd.int(1955, 2003)}-${pad(this.rnd.int(1, 12))}-${pad(this.rnd.int(1, 28))}`;
    const row: UserRow = {
      // Real accounts get 28-character ids; fake users (below) get 20 (SPEC §3).
      id: this.rnd.token(28),
      username,
      fullname,
      dateOfBirth: dob,
      ...this.place(),
      mailAddress: this.rnd.chance(0.6) ? `${username}@ornek.com.tr` : null,
      phoneNumber: phone,
      registrationPhone: phone,
      phoneVerified: true,
      accountEnabled: true,
      dontSendBidSuperseeded: this.rnd.chance(0.2),
      createdAt: new Date(this.now - this.rnd.int(30, 700) * day),
      ...extra,
    };
    // Approved accounts were approved when they joined; a registration waiting has no date.
    if (!('approvedAt' in extra)) row.approvedAt = row.accountEnabled ? row.createdAt : null;
    return row;
  }

  private buildUsers(): void {
    for (let i = 0; i < 46; i++) this.members.push(this.member());
    applyDemoAccounts(this.members, this.usedPhones);
    // Accounts waiting for staff: two new registrations and one profile change.
    const awaiting = {
      accountEnabled: false,
      accountDisableReason: 'Kaydınız yönetici onayı bekliyor.',
    };
    this.otherUsers.push(this.member(awaiting));
    this.otherUsers.push(this.member(awaiting));
    const changed = this.member({
      accountEnabled: false,
      accountDisableReason: 'Bilgileriniz güncellendi, yönetici onayı bekleniyor.',
      approvedAt: new Date(this.now - 100 * day),
    });
    changed.pendingProfile = {
      dateOfBirth: changed.dateOfBirth ?? '1980-01-01',
      province: 'İzmir',
      city: 'Bornova',
      mailAddress: changed.mailAddress ?? null,
      phoneNumber: changed.phoneNumber ?? this.phone(),
      requestedAt: this.now - 2 * day,
    };
    this.otherUsers.push(changed);
    for (let i = 0; i < 6; i++) {
      this.fakeUsers.push({
        id: this.rnd.token(20),
        fullname: this.fullname(),
        ...this.place(),
        phoneVerified: false,
        accountEnabled: false,
        createdAt: new Date(this.now - this.rnd.int(100, 900) * day),
      });
    }
  }

  // ---- pigeons ------------------------------------------------------------------------

  private buildPigeons(): void {
    // A pool of portraits, at least one per plumage colour, shared by the pigeons.
    const photoPool = new Map<string, string[]>();
    const colors = [...pigeonColors, ...this.rnd.sample(pigeonColors, 6)];
    colors.forEach((color, i) => {
      const name = `guvercin-${pad(i + 1)}`;
      const file = `demo/guvercinler/${name}.jpg`;
      const thumb = `demo/guvercinler/${name}-kucuk.jpg`;
      this.jobs.push({
        svg: pigeonPhotoSvg(color, this.rnd),
        outputs: [
          { file, width: 1000, height: 750, format: 'jpeg' },
          { file: thumb, width: 400, height: 300, format: 'jpeg' },
        ],
      });
      const list = photoPool.get(color) ?? [];
      list.push(`/media/${file}`);
      photoPool.set(color, list);
    });
    const allPhotos = [...photoPool.values()].flat();

    const owners = [...this.members.slice(0, 30), ...this.fakeUsers];
    let serial = 1000;
    for (let i = 0; i < 240; i++) {
      serial += this.rnd.int(1, 9);
      const year = this.rnd.int(2019, 2024);
      let tag = '';
      do tag = `TR-${year}-${this.rnd.token(6, '0123456789')}`;
      while (this.usedTags.has(tag));
      this.usedTags.add(tag);
      const color = this.rnd.pick(pigeonColors);
      const owner = owners[i % owners.length] as UserRow;
      const photos = photoPool.get(color) ?? allPhotos;
      const picture = this.rnd.pick(photos);
      const row: PigeonRow = {
        id: i + 1,
        serial,
        tagNum: tag,
        ownerId: owner.id,
        active: this.rnd.chance(0.88) ? 1 : 0,
        state: this.rnd.pick(pigeonStates),
        createdAt: new Date(this.now - this.rnd.int(20, 900) * day),
      };
      const extra = this.rnd.sample(
        allPhotos.filter((p) => p !== picture),
        this.rnd.int(0, 2),
      );
      [picture, ...extra].forEach((url, position) => {
        this.pictures.push({
          pigeonId: row.id,
          position,
          url,
          thumbUrl: url.replace(/\.jpg$/, '-kucuk.jpg'),
        });
      });
      this.pigeons.push({
        row,
        color,
        gender: this.rnd.chance(0.55) ? 'Erkek' : 'Dişi',
        line: this.rnd.pick(pigeonLines),
        year,
        picture,
      });
    }
    this.freePigeons = this.rnd.shuffle(this.pigeons);
  }

  // ---- auctions -----------------------------------------------------------------------

  private takePigeon(): PigeonInfo {
    const pigeon = this.freePigeons.pop();
    if (pigeon === undefined) throw new Error('demo data ran out of pigeons');
    return pigeon;
  }

  private auction(endingTime: number, parentId: number | null, bidChance: number): AuctionRow {
    const pigeon = this.takePigeon();
    const now = this.now;
    const expired = endingTime <= now;
    const duration = this.rnd.int(5, 14) * day;
    // Every auction has started at least an hour ago, however far its end is.
    const startedOn = Math.min(endingTime - duration, now - this.rnd.int(1, 72) * hour);
    const startingBid = this.rnd.pick([250, 500, 750, 1000, 1500, 2000, 2500, 3000, 5000, 7500]);
    const lower = (text: string) => text.toLocaleLowerCase('tr-TR');
    const place = this.rnd.int(1, 25);
    const description =
      `${pigeon.line} hattından ${pigeon.year} doğumlu ${lower(pigeon.color)} ${lower(pigeon.gender)}. ` +
      `${this.rnd.pick(raceDistances)} yarışlarında derece yapmış bir soydan gelir; ` +
      `${this.rnd.pick(releasePoints)} bırakışında ${place}. oldu. Bilezik: ${pigeon.row.tagNum}.`;
    const auction: AuctionRow = {
      id: this.nextAuctionId++,
      name: `${pigeon.line} ${pigeon.color} ${pigeon.gender}`,
      description,
      pigeonId: pigeon.row.id,
      parentId,
      status: expired ? AuctionStatus.sealed : AuctionStatus.ongoing,
      startingBid,
      startedOn,
      endingTime,
      expiry: endingTime,
      bidCount: 0,
      currentAmount: startingBid,
      ancestorAmount: null,
      currentBidderId: null,
      sealed: expired,
      createdAt: new Date(startedOn),
    };
    if (this.rnd.chance(bidChance)) this.placeBids(auction);
    this.auctions.push(auction);
    return auction;
  }

  /** Bids in time order, each at least the SPEC §9 minimum over the one before. */
  private placeBids(auction: AuctionRow): void {
    const count = this.rnd.int(1, 12);
    const from = auction.startedOn + 10 * minute;
    const until = this.past(auction.endingTime - minute);
    if (until <= from) return;
    const times = Array.from(
      { length: count },
      () => from + Math.floor(this.rnd.next() * (until - from)),
    ).sort((a, b) => a - b);
    let current = auction.startingBid;
    let previousBidder: string | null = null;
    for (const createdOn of times) {
      const minimum = minNextBid(current);
      const amount = minimum + (minimum - current) * this.rnd.int(0, 2);
      let bidder = this.rnd.pick(this.members);
      while (bidder.id === previousBidder) bidder = this.rnd.pick(this.members);
      this.bids.push({
        id: this.nextBidId++,
        auctionId: auction.id,
        userId: bidder.id,
        amount,
        oldAmount: current,
        nonce: this.rnd.hex(32),
        deviceId: null,
        signature: null,
        createdOn,
        createdAt: new Date(createdOn),
      });
      auction.ancestorAmount = current;
      auction.currentAmount = amount;
      auction.currentBidderId = bidder.id;
      auction.bidCount = (auction.bidCount ?? 0) + 1;
      current = amount;
      previousBidder = bidder.id;
    }
  }

  private container(
    plan: GroupPlan,
    parentId: number | null,
    archive: boolean,
  ): { row: ContainerRow; auctions: AuctionRow[] } {
    const id = this.nextContainerId++;
    const childAuctions: AuctionRow[] = [];
    const childContainers: ContainerRow[] = [];
    const descendants: AuctionRow[] = [];
    const final = plan.children === undefined;
    if (final) {
      const end = this.now + (plan.endsIn ?? day);
      for (let i = 0; i < (plan.auctions ?? 4); i++) {
        const auction = this.auction(end + i * 3 * minute, id, archive ? 0.92 : 0.8);
        childAuctions.push(auction);
      }
      descendants.push(...childAuctions);
    } else {
      for (const child of plan.children ?? []) {
        const built = this.container(child, id, archive);
        childContainers.push(built.row);
        descendants.push(...built.auctions);
      }
    }
    const first = descendants[0];
    const photo =
      first === undefined
        ? null
        : (this.pigeons.find((p) => p.row.id === first.pigeonId)?.picture ?? null);
    const withBids = descendants.filter((a) => (a.bidCount ?? 0) > 0);
    const row: ContainerRow = {
      id,
      parentId,
      name: plan.name,
      description: plan.description,
      photo,
      isFinalContainer: final,
      isArchive: archive,
      startedOn: Math.min(...descendants.map((a) => a.startedOn)),
      endingTime: Math.max(...descendants.map((a) => a.endingTime)),
      childCount: final ? childAuctions.length : childContainers.length,
      totalAuctionsCount: descendants.length,
      totalBidCount: descendants.reduce((sum, a) => sum + (a.bidCount ?? 0), 0),
      // The value of the bids standing now: what the group sells for if it closed now.
      totalAmount: withBids.reduce((sum, a) => sum + a.currentAmount, 0),
      expiry: Math.max(...descendants.map((a) => a.expiry)),
      createdAt: new Date(Math.min(...descendants.map((a) => a.startedOn))),
    };
    this.containers.push(row);
    return { row, auctions: descendants };
  }

  private buildAuctions(): void {
    const openEnds = [
      // almost over (under an hour, SPEC §4 orange)
      4 * minute,
      11 * minute,
      23 * minute,
      37 * minute,
      52 * minute,
      // hours
      1.5 * hour,
      3 * hour,
      5 * hour,
      8 * hour,
      12 * hour,
      16 * hour,
      20 * hour,
      23 * hour,
      // days
      1.2 * day,
      2 * day,
      2.5 * day,
      3 * day,
      4 * day,
      5 * day,
      7 * day,
      9 * day,
      12 * day,
      // expired and sealed
      -10 * minute,
      -3 * hour,
      -1 * day,
      -2 * day,
      -4 * day,
      -7 * day,
      -15 * day,
      -30 * day,
    ];
    for (const end of openEnds) this.auction(this.now + Math.round(end), null, 0.75);

    const vitrine: GroupPlan = {
      name: 'Grup İhaleler',
      description: 'Süren ve yeni biten grup ihaleler.',
      children: [
        {
          name: 'Ege Şampiyonları',
          description: 'Ege bölgesinin dereceli yarışçılarından altı seçkin kuş.',
          auctions: 6,
          endsIn: 3 * day,
        },
        {
          name: 'Marmara Yıldızları',
          description: 'Marmara şampiyonasında öne çıkan hatlardan beş kuş.',
          auctions: 5,
          endsIn: 5 * hour,
        },
        {
          name: 'İç Anadolu Seçkisi',
          description: 'Konya, Kayseri ve Ankara yetiştiricilerinden erkek ve dişi gruplar.',
          children: [
            {
              name: 'İç Anadolu Seçkisi – Erkekler',
              description: 'Uzun mesafe erkekleri.',
              auctions: 4,
              endsIn: 40 * minute,
            },
            {
              name: 'İç Anadolu Seçkisi – Dişiler',
              description: 'Damızlığa hazır dişiler.',
              auctions: 4,
              endsIn: 2 * day,
            },
          ],
        },
        {
          name: 'Karadeniz Genç Kuşlar',
          description: 'Bu sezonun umut veren genç kuşları.',
          auctions: 5,
          endsIn: -2 * day,
        },
        {
          name: 'Bahar Kupası Adayları',
          description: 'Bahar kupasına hazırlanan sprint kuşları.',
          auctions: 4,
          endsIn: 6 * day,
        },
      ],
    };
    const archive: GroupPlan = {
      name: 'Arşiv',
      description: 'Tamamlanmış grup ihaleler.',
      children: [
        {
          name: '2023 Güz Sezonu Seçmeleri',
          description: 'Güz sezonunun en iyi dereceli kuşları.',
          auctions: 5,
          endsIn: -95 * day,
        },
        {
          name: 'Trakya Kupası Grubu',
          description: 'Trakya kupasında yarışmış kuşlar.',
          auctions: 4,
          endsIn: -70 * day,
        },
        {
          name: 'Usta Yetiştiriciler Koleksiyonu',
          description: 'Üç usta yetiştiricinin damızlık koleksiyonu, iki bölüm halinde.',
          children: [
            {
              name: 'Usta Yetiştiriciler Koleksiyonu – I',
              description: 'Birinci bölüm.',
              auctions: 4,
              endsIn: -140 * day,
            },
            {
              name: 'Usta Yetiştiriciler Koleksiyonu – II',
              description: 'İkinci bölüm.',
              auctions: 4,
              endsIn: -138 * day,
            },
          ],
        },
        {
          name: 'Yaz Sonu Mezatı',
          description: 'Yaz sonunda düzenlenen toplu mezat.',
          auctions: 5,
          endsIn: -40 * day,
        },
        {
          name: 'Kış Damızlık Seçkisi',
          description: 'Kış dönemi damızlık çiftleri.',
          auctions: 4,
          endsIn: -200 * day,
        },
      ],
    };
    this.vitrineId = this.container(vitrine, null, false).row.id;
    this.archiveId = this.container(archive, null, true).row.id;
    // Parents are built after their children; insert them first.
    this.containers.sort((a, b) => a.id - b.id);
  }

  // ---- news ---------------------------------------------------------------------------

  private buildNews(): void {
    const items = [...newsItems];
    let publish = this.now - 2 * hour;
    const dates: number[] = [];
    for (let i = 0; i < items.length; i++) {
      dates.push(publish);
      publish -= this.rnd.int(3, 9) * day + this.rnd.int(0, 20) * hour;
    }
    dates.reverse();
    items.forEach((item, i) => {
      const id = i + 1;
      const file = `demo/haberler/haber-${pad(id)}.jpg`;
      this.jobs.push({
        svg: newsSvg(item.title, this.rnd),
        outputs: [{ file, width: 960, height: 540, format: 'jpeg' }],
      });
      const paragraphs = this.rnd
        .sample(newsParagraphs, this.rnd.int(2, 4))
        .map((p) => `<p>${p}</p>`)
        .join('\n');
      const tips = this.rnd.chance(0.6)
        ? `\n<h3>${this.rnd.pick(newsTipHeadings)}</h3>\n<ul>\n${this.rnd
            .sample(newsTips, 3)
            .map((t) => `  <li>${t}</li>`)
            .join('\n')}\n</ul>`
        : '';
      const likers = this.rnd.sample(this.members, this.rnd.int(0, 20));
      const commenters = Array.from({ length: this.rnd.int(0, 7) }, () =>
        this.rnd.pick(this.members),
      );
      const publishDate = new Date(dates[i] as number);
      commenters.forEach((user, k) => {
        // Hours after the item, but never after the seeding: a visitor's new comment must
        // stay above every seeded one. The last ones of a fresh item end a minute apart.
        const after = publishDate.getTime() + (k + 1) * this.rnd.int(1, 12) * hour;
        this.comments.push({
          newsId: id,
          userId: user.id,
          message: this.rnd.pick(commentTexts),
          createdAt: new Date(this.past(after, commenters.length - k)),
        });
      });
      for (const user of likers) this.likes.push({ newsId: id, userId: user.id });
      const bodyHtml = `<p><strong>${item.lead}</strong></p>\n${paragraphs}${tips}`;
      this.news.push({
        id,
        title: item.title,
        mainPicture: `/media/${file}`,
        bodyHtml,
        ...newsSearchFields(item.title, bodyHtml),
        publishDate,
        views: this.rnd.int(40, 4800),
        likes: likers.length,
        commentCount: commenters.length,
        createdAt: publishDate,
      });
    });
  }

  // ---- gallery and site media ---------------------------------------------------------

  private buildGallery(): void {
    const kinds: GalleryKind[] = ['flock', 'portrait', 'loft'];
    let created = this.now - 400 * day;
    for (let i = 0; i < 42; i++) {
      const id = i + 1;
      const kind = kinds[i % kinds.length] as GalleryKind;
      const place = this.place();
      const caption = `${this.rnd.pick(galleryScenes)} – ${place.city}`;
      const name = `foto-${pad(id)}`;
      this.jobs.push({
        svg: gallerySvg(kind, caption, this.rnd.pick(pigeonColors), this.rnd),
        outputs: gallerySizes.map((size) => ({
          file: `demo/galeri/${name}${size.suffix}.jpg`,
          width: size.width,
          height: size.height,
          format: 'jpeg' as const,
        })),
      });
      created += this.rnd.int(2, 16) * day;
      const variants = gallerySizes.map((size) => ({
        url: `${mediaBase}/galeri/${name}${size.suffix}.jpg`,
        width: size.width,
        height: size.height,
      }));
      this.gallery.push({
        id,
        title: caption,
        imageUrl: `${mediaBase}/galeri/${name}.jpg`,
        thumbUrl: `${mediaBase}/galeri/${name}-kucuk.jpg`,
        width: 1200,
        height: 800,
        variants,
        createdAt: new Date(this.past(created, 24 * 60)),
      });
    }
  }

  private buildSiteMedia(): void {
    sliderSlides.forEach((slide, i) => {
      const color = this.rnd.pick(pigeonColors);
      const name = `slayt-${pad(i + 1)}`;
      const full = `demo/slider/${name}-genis.jpg`;
      const mobile = `demo/slider/${name}-mobil.jpg`;
      this.jobs.push({
        svg: sliderSvg(slide.title, slide.subtitle, 'full', color, this.rnd),
        outputs: [{ file: full, width: 1600, height: 600, format: 'jpeg' }],
      });
      this.jobs.push({
        svg: sliderSvg(slide.title, slide.subtitle, 'mobile', color, this.rnd),
        outputs: [{ file: mobile, width: 600, height: 600, format: 'jpeg' }],
      });
      this.sliderPics.full.push(`/media/${full}`);
      this.sliderPics.mobile.push(`/media/${mobile}`);
    });
    sponsorNames.forEach((sponsor, i) => {
      const file = `demo/sponsorlar/sponsor-${pad(i + 1)}.png`;
      this.jobs.push({
        svg: sponsorSvg(sponsor.name, this.rnd),
        outputs: [{ file, width: 400, height: 200, format: 'png' }],
      });
      this.sponsors.push({ name: sponsor.name, image: `/media/${file}`, url: sponsor.url });
    });
  }
}

/** The whole data set, computed without touching the database or the disk. */
export function planDemoData(now: number): DemoBuilder {
  const builder = new DemoBuilder(now);
  builder.build();
  return builder;
}

/** True when nothing a visitor would see exists yet: the first start of a new site. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  for (const table of [users, auctions, news, galleryPhotos]) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}

/** Empties every table (the seed command's --reset). */
export async function clearDatabase(db: Db): Promise<void> {
  await db.execute(sql`truncate table
    bids, auctions, auction_containers, pigeon_pictures, pigeons,
    news_views, news_likes, news_comments, news, gallery_photos,
    sessions, devices, verification_codes, key_challenges, auth_tokens, rate_limit_buckets,
    contact_messages, sms_outbox, mail_outbox, site_info, banner, site_settings,
    sale_requests, media_files, audit_log, users
    restart identity cascade`);
}

/** Fills the database with the demo data set in one transaction. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const now = options.now ?? Date.now();
  const builder = planDemoData(now);
  const consoleDemo = planConsoleDemo(builder, now);

  if (options.images !== false) await renderImages(options.mediaDir, builder.jobs);

  await setDemoPasswords([...builder.members, ...builder.otherUsers]);
  await db.transaction(async (tx) => {
    for (const rows of chunks([...builder.members, ...builder.otherUsers, ...builder.fakeUsers])) {
      await tx.insert(users).values(rows);
    }
    for (const rows of chunks(builder.pigeons.map((p) => p.row))) {
      await tx.insert(pigeons).values(rows);
    }
    for (const rows of chunks(builder.pictures)) await tx.insert(pigeonPictures).values(rows);
    for (const rows of chunks(builder.containers)) await tx.insert(auctionContainers).values(rows);
    for (const rows of chunks(builder.auctions)) await tx.insert(auctions).values(rows);
    for (const rows of chunks(builder.bids)) await tx.insert(bids).values(rows);
    for (const rows of chunks(builder.news)) await tx.insert(news).values(rows);
    for (const rows of chunks(builder.comments)) await tx.insert(newsComments).values(rows);
    for (const rows of chunks(builder.likes)) await tx.insert(newsLikes).values(rows);
    for (const rows of chunks(builder.gallery)) await tx.insert(galleryPhotos).values(rows);
    await tx.insert(mediaFiles).values(consoleDemo.media);
    await tx.insert(saleRequests).values(consoleDemo.saleRequests);
    await tx.insert(auditLog).values(consoleDemo.audit);

    // Rows above carry their own ids; move the identity sequences past them.
    for (const table of [
      'pigeons',
      'auction_containers',
      'auctions',
      'bids',
      'news',
      'gallery_photos',
    ]) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(table)}), false)`,
      );
    }

    await ensureSiteInfoDefaults(tx);
    await setSiteInfo(tx, {
      auction_vitrine_id: String(builder.vitrineId),
      auction_archive_id: String(builder.archiveId),
      slider_pics: JSON.stringify(builder.sliderPics),
      sponsors: JSON.stringify(builder.sponsors),
    });
    await setSoftCloseMinutes(tx, softCloseMinutesDefault);
  });

  return {
    members: builder.members.length + builder.otherUsers.length,
    fakeUsers: builder.fakeUsers.length,
    pigeons: builder.pigeons.length,
    auctions: builder.auctions.length,
    containers: builder.containers.length,
    bids: builder.bids.length,
    news: builder.news.length,
    comments: builder.comments.length,
    likes: builder.likes.length,
    galleryPhotos: builder.gallery.length,
    images: options.images === false ? 0 : builder.jobs.reduce((n, j) => n + j.outputs.length, 0),
    saleRequests: consoleDemo.saleRequests.length,
    auditEntries: consoleDemo.audit.length,
    ms: Date.now() - started,
  };
}
