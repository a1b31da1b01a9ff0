import { messages } from '@kanat/shared/i18n';
import { type RemotePages, sectionPages } from '@kanat/shared/rules';

const { nav } = messages;

/**
 * mf-news' pages: the news and the gallery. Plain data, read by the shell's route table and
 * by the server (page head, preload, sitemap); a page added here needs no change anywhere else.
 */
export const newsPages = {
  routes: ['/haberler/*', '/galeri'],
  pages: [
    ...sectionPages({
      path: '/haberler',
      title: nav.news,
      description: 'newsDescription',
      item: { kind: 'news' },
      lcp: 'news-picture',
      source: 'news',
    }),
    {
      path: '/galeri',
      title: nav.gallery,
      head: { kind: 'list', description: 'galleryDescription', image: 'gallery-photo' },
      sitemap: { kind: 'page' },
    },
  ],
} satisfies RemotePages;
