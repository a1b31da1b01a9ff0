// `@kanat/shared/ui/html`: stored HTML shown safely, apart from the rest of the kit because
// DOMPurify (about 9 KB gzipped) is needed only by the pages that show such HTML.

export type { NewsArticleProps, NewsBodyHtmlProps } from '../news/news-article';
export { NewsArticle, NewsBodyHtml, NewsMainPicture } from '../news/news-article';
export type { SafeHtmlProps } from './safe-html';
export { SafeHtml } from './safe-html';
export type { SanitizeOptions } from './sanitize-html';
export { MAX_HTML_DEPTH, safeUrl, sanitizeHtml, sanitizeHtmlToString } from './sanitize-html';
