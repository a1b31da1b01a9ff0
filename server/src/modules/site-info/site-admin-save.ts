import { decodeSiteInfo } from '@kanat/shared/api';
import type {
  AdminSiteInfo,
  AdminSiteInfoSaveData,
  MediaPurpose,
  SiteImageInput,
  SiteInfo,
  SiteInfoKey,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  addressMapLink,
  type CorporatePageKey,
  corporatePageFields,
  corporatePageKeys,
  type EditableSiteField,
  editableSiteFields,
  labelProblem,
  mailLink,
  opensArea,
  type StaffRole,
  siteFieldProblem,
  siteInfoKeyArea,
  sponsorProblem,
  telephoneLink,
} from '@kanat/shared/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auctionContainers } from '../../db/schema';
import { AppError } from '../../errors';
import { singleLine } from '../../lib/plain-text';
import { type AuditActor, recordAudit } from '../audit';
import type { MediaLibrary } from '../media';
import { attachedMediaIds } from '../media';
import { htmlToText, sanitizeNewsHtml } from '../news';
import { corporatePagePath, getAdminSiteInfo, shippedPage } from './site-admin-service';
import { selectPages, upsertPages } from './site-info-repository';
import { getSiteInfo, setSiteInfo } from './site-info-service';

// Saving the console's site form: the fields checked, the pictures claimed or kept, the
// corporate pages cleaned, and only what changed written and recorded.

const texts = messages.adminContent.server;
const names = messages.contentRules.fields;

const invalid = (message: string) => new AppError('invalid-argument', message);

/**
 * Turns the form's pictures into addresses: a kept one must be one the site shows now in the
 * same place; a new upload (of the place's purpose) is claimed.
 */
class PictureResolver {
  private readonly claims: Array<{ index: number; id: string; purpose: MediaPurpose }> = [];
  private readonly urls: string[] = [];

  constructor(private readonly current: ReadonlySet<string>) {}

  add(input: SiteImageInput, purpose: MediaPurpose, field: string): number {
    const index = this.urls.length;
    if ((input.mediaId === undefined) === (input.url === undefined)) {
      throw invalid(fill(texts.imageEitherOr, { field }));
    }
    if (input.mediaId !== undefined) {
      this.claims.push({ index, id: input.mediaId, purpose });
      this.urls.push('');
    } else {
      const url = input.url as string;
      if (!this.current.has(url)) throw invalid(fill(texts.imageUnknown, { field }));
      this.urls.push(url);
    }
    return index;
  }

  /** Claims the uploads (one purpose at a time) and answers every picture's address. */
  async resolve(tx: Db, media: MediaLibrary): Promise<string[]> {
    const purposes = [...new Set(this.claims.map((c) => c.purpose))];
    for (const purpose of purposes) {
      const mine = this.claims.filter((c) => c.purpose === purpose);
      const files = await media.claim(
        tx,
        mine.map((c) => c.id),
        { purposes: [purpose] },
      );
      mine.forEach((claim, i) => {
        this.urls[claim.index] = (files[i] as { url: string }).url;
      });
    }
    return this.urls;
  }
}

function checkInput(data: AdminSiteInfoSaveData): void {
  for (const field of editableSiteFields) {
    const problem = siteFieldProblem(field, data.fields[field]);
    if (problem !== null) throw invalid(problem);
  }
  data.labels.forEach((label, i) => {
    const problem = labelProblem(label, i + 1);
    if (problem !== null) throw invalid(problem);
  });
  data.sponsors.forEach((sponsor, i) => {
    const hasImage = sponsor.image.mediaId !== undefined || sponsor.image.url !== undefined;
    const problem = sponsorProblem({ ...sponsor, hasImage }, i + 1);
    if (problem !== null) throw invalid(problem);
  });
}

/**
 * The group and archive lists start from these folders: each must be an existing container
 * that holds groups (not lots), and they must differ, or the site's lists would break.
 */
async function checkFolders(db: Db, vitrine: string, archive: string): Promise<void> {
  const ids = [Number(vitrine.trim()), Number(archive.trim())];
  if (ids[0] === ids[1]) throw invalid(texts.foldersSame);
  const rows = await db
    .select({ id: auctionContainers.id })
    .from(auctionContainers)
    .where(and(inArray(auctionContainers.id, ids), eq(auctionContainers.isFinalContainer, false)));
  const found = new Set(rows.map((row) => row.id));
  const fields = ['auction_vitrine_id', 'auction_archive_id'] as const;
  ids.forEach((id, i) => {
    if (!found.has(id)) {
      throw invalid(
        fill(texts.folderInvalid, {
          field: messages.contentRules.fields[fields[i] as (typeof fields)[number]],
        }),
      );
    }
  });
}

/** The form's name of a stored field, for the refusal of a field the caller may not change. */
function fieldName(key: SiteInfoKey): string {
  const page = corporatePageKeys.find((k) => corporatePageFields[k] === key);
  if (page !== undefined) return messages.adminContent.pages[page];
  const site = messages.adminContent.site;
  const named: Partial<Record<SiteInfoKey, string>> = {
    ...names,
    institute_image: names.institute,
    label_titles: site.labels,
    slider_pics: site.slider,
    sponsors: site.sponsors,
  };
  return named[key] ?? key;
}

/**
 * Refuses a change to a field outside the caller's areas (SITE_INFO_AREAS): an editor sends
 * the whole form back with the administrator's fields as they are, and the other way round.
 */
function assertMayChange(roles: readonly StaffRole[], changed: readonly SiteInfoKey[]): void {
  const refused = changed.find((key) => !opensArea(roles, siteInfoKeyArea(key)));
  if (refused !== undefined) {
    throw new AppError(
      'permission-denied',
      fill(messages.staffAccess.siteFieldDenied, { field: fieldName(refused) }),
    );
  }
}

/**
 * Saves the whole form; only what changed is written and recorded, and only fields of the
 * caller's areas (`roles`) may change. Answers the new state.
 */
export async function saveAdminSiteInfo(
  db: Db,
  media: MediaLibrary,
  actor: AuditActor,
  roles: readonly StaffRole[],
  staticDir: string,
  data: AdminSiteInfoSaveData,
): Promise<AdminSiteInfo> {
  checkInput(data);
  await checkFolders(db, data.fields.auction_vitrine_id, data.fields.auction_archive_id);
  const pages = {} as Record<CorporatePageKey, string>;
  for (const key of corporatePageKeys) {
    const clean = sanitizeNewsHtml(data.pages[key]);
    if (htmlToText(clean) === '')
      throw invalid(fill(texts.pageEmpty, { page: messages.adminContent.pages[key] }));
    pages[key] = clean;
  }

  await db.transaction(async (tx) => {
    const raw = await getSiteInfo(tx);
    const before = decodeSiteInfo(raw);
    const currentPictures = [
      before.logo,
      before.institute_image,
      ...before.slider_pics.full,
      ...before.slider_pics.mobile,
      ...before.sponsors.map((s) => s.image),
    ];
    const pictures = new PictureResolver(new Set(currentPictures));
    const logoAt = pictures.add(data.logo, 'logo', names.logo);
    const instituteAt = pictures.add(data.institute, 'logo', names.institute);
    const fullAt = data.slider.full.map((p) => pictures.add(p, 'slider', names.sliderFull));
    const mobileAt = data.slider.mobile.map((p) =>
      pictures.add(p, 'slider-mobile', names.sliderMobile),
    );
    const sponsorAt = data.sponsors.map((s) =>
      pictures.add(s.image, 'sponsor', names.sponsorImage),
    );
    const urls = await pictures.resolve(tx, media);
    const at = (i: number) => urls[i] as string;

    const storedPages = await selectPages(tx);
    const version = Date.now();
    const changedPages: CorporatePageKey[] = [];
    for (const key of corporatePageKeys) {
      const shown =
        storedPages.get(key) ?? (await shippedPage(staticDir, before[corporatePageFields[key]]));
      if (pages[key] !== sanitizeNewsHtml(shown)) changedPages.push(key);
    }

    const typed = Object.fromEntries(
      editableSiteFields.map((field) => [field, singleLineUnlessText(field, data.fields[field])]),
    ) as Record<EditableSiteField, string>;
    const next: Partial<SiteInfo> = {
      ...typed,
      // Staff type the phone, the mail and the address once; their links follow them.
      telephone_url: telephoneLink(typed.telephone) ?? '',
      mail_url: mailLink(typed.mail_name) ?? '',
      address_url: typed.address_url || (addressMapLink(typed.address_name) ?? ''),
      label_titles: JSON.stringify(
        data.labels.map((l) => ({ title: l.title.trim(), text: l.text.trim() })),
      ),
      logo: at(logoAt),
      institute_image: at(instituteAt),
      slider_pics: JSON.stringify({ full: fullAt.map(at), mobile: mobileAt.map(at) }),
      sponsors: JSON.stringify(
        data.sponsors.map((s, i) => ({
          name: s.name.trim(),
          image: at(sponsorAt[i] as number),
          url: s.url.trim(),
        })),
      ),
    };
    for (const key of changedPages) {
      next[corporatePageFields[key]] = `${corporatePagePath(key)}?v=${version}`;
    }

    const changed = (Object.keys(next) as SiteInfoKey[]).filter((key) => raw[key] !== next[key]);
    assertMayChange(roles, changed);
    const keptPictures = new Set(urls);
    await media.release(
      tx,
      await attachedMediaIds(
        tx,
        currentPictures.filter((url) => !keptPictures.has(url)),
      ),
    );
    if (changed.length === 0) return;
    await setSiteInfo(
      tx,
      Object.fromEntries(changed.map((key) => [key, next[key]])) as Partial<SiteInfo>,
    );
    await upsertPages(
      tx,
      changedPages.map((key) => ({ key, html: pages[key] })),
    );
    await recordAudit(tx, {
      actor,
      action: 'site.update',
      targetType: 'site',
      targetId: 'site-info',
      summary: fill(texts.audit.siteSave, { count: changed.length }),
      before: {
        ...Object.fromEntries(changed.map((key) => [key, raw[key] ?? null])),
        ...(changedPages.length > 0
          ? { pages: Object.fromEntries(changedPages.map((k) => [k, storedPages.get(k) ?? null])) }
          : {}),
      },
      after: {
        ...Object.fromEntries(changed.map((key) => [key, next[key]])),
        ...(changedPages.length > 0
          ? { pages: Object.fromEntries(changedPages.map((k) => [k, pages[k]])) }
          : {}),
      },
    });
  });
  return getAdminSiteInfo(db, staticDir);
}

/** Long texts keep their line breaks; every other field is one line. */
function singleLineUnlessText(field: string, value: string): string {
  return field === 'footer_description' || /^how_to_(bid|ask)_step_(one|two|three)$/.test(field)
    ? value.trim()
    : singleLine(value);
}
