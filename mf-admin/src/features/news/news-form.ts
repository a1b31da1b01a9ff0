import type { AdminNewsItem, MediaFile } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { NEWS_TITLE_MAX } from '@kanat/shared/rules';
import { fromTurkeyInput } from '../../ui/turkey-time';

// The news editor's values and rules, apart from its form: what a news item holds while it is
// edited, when it may be saved, and how a stored item fills the form.

const texts = messages.adminContent.news;

/** How the item goes out: 'keep' is offered for an item already on the site. */
export type PublishMode = 'now' | 'keep' | 'later' | 'draft';

export interface NewsFormValues {
  title: string;
  html: string;
  mode: PublishMode;
  /** `datetime-local` value typed in Turkey time, used with 'later'. */
  publishAt: string;
}

/** The words of HTML, to tell an empty body (`<p></p>`) from a real one. */
const hasContent = (html: string) =>
  html.includes('<img') ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/** The form's rules; the server checks the same (title, body, a future date to schedule). */
export function newsFormRule(values: NewsFormValues, now = Date.now()) {
  const title = values.title.trim();
  const at = fromTurkeyInput(values.publishAt);
  return {
    errors: {
      title:
        title === ''
          ? texts.titleRequired
          : title.length > NEWS_TITLE_MAX
            ? fill(texts.titleTooLong, { max: NEWS_TITLE_MAX })
            : null,
      html: hasContent(values.html) ? null : texts.bodyRequired,
      publishAt:
        values.mode === 'later' && (Number.isNaN(at) || at <= now) ? texts.publishAtPast : null,
    },
  };
}

/** The stored picture, shaped as an upload so the field can show it. */
export function currentPicture(item: AdminNewsItem): MediaFile | null {
  if (item.main_picture === null) return null;
  return {
    id: item.pictureId ?? 'mevcut',
    purpose: 'news-picture',
    kind: 'image',
    url: item.main_picture,
    contentType: 'image/jpeg',
    bytes: 0,
    width: null,
    height: null,
    variants: [],
  };
}
