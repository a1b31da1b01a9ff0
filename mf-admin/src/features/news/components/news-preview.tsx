import { formatLongDate } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { Modal } from '@kanat/shared/ui/dialog';
import { NewsArticle, NewsBodyHtml } from '@kanat/shared/ui/html';

const texts = messages.adminContent.news;

export interface NewsPreviewProps {
  open: boolean;
  onClose: () => void;
  title: string;
  html: string;
  picture: string | null;
  publishAt: number;
}

/**
 * The article as the public page shows it: the same component (title, picture, body through
 * the same allow-list) that /haberler/:id renders.
 */
export function NewsPreview({ open, onClose, title, html, picture, publishAt }: NewsPreviewProps) {
  return (
    <Modal open={open} onClose={onClose} title={texts.previewTitle} width={880}>
      <NewsArticle
        data-testid="news-preview"
        title={title}
        picture={picture}
        meta={<time dateTime={new Date(publishAt).toISOString()}>{formatLongDate(publishAt)}</time>}
        body={<NewsBodyHtml html={html} title={title} />}
      />
    </Modal>
  );
}
