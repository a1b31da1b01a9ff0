import { messages } from '@kanat/shared/i18n';
import type { RemotePages } from '@kanat/shared/rules';

const { nav } = messages;

/**
 * mf-corporate's pages: the corporate text pages, which staff edit (each in a site
 * information field; /kurumsal shows the first), and the contact page. Plain data, read by
 * the shell's route table and navbar and by the server (page head, sitemap); a page added
 * here needs no change anywhere else.
 */
export const corporatePages = {
  routes: ['/kurumsal/*', '/iletisim'],
  pages: [
    {
      path: '/kurumsal/hakkimizda',
      aliases: ['/kurumsal'],
      title: nav.about,
      head: { kind: 'text', field: 'about_us_html_loc' },
      sitemap: { kind: 'text' },
      menu: true,
    },
    {
      path: '/kurumsal/kullanim-kosullari',
      title: nav.terms,
      head: { kind: 'text', field: 'terms_html_loc' },
      sitemap: { kind: 'text' },
      menu: true,
    },
    {
      path: '/kurumsal/gizlilik-politikasi',
      title: nav.privacy,
      head: { kind: 'text', field: 'privacy_policy_html_loc' },
      sitemap: { kind: 'text' },
      menu: true,
    },
    {
      path: '/kurumsal/cerez-politikasi',
      title: nav.cookies,
      head: { kind: 'text', field: 'cookie_policy_html_loc' },
      sitemap: { kind: 'text' },
    },
    {
      path: '/iletisim',
      title: nav.contact,
      head: { kind: 'list', description: 'contactDescription' },
      sitemap: { kind: 'page' },
    },
  ],
} satisfies RemotePages;
