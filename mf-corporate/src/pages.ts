import { messages } from '@kanat/shared/i18n';
import { type RemotePages, textPage } from '@kanat/shared/rules';

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
    textPage({
      path: '/kurumsal/hakkimizda',
      aliases: ['/kurumsal'],
      title: nav.about,
      field: 'about_us_html_loc',
      menu: true,
    }),
    textPage({
      path: '/kurumsal/kullanim-kosullari',
      title: nav.terms,
      field: 'terms_html_loc',
      menu: true,
    }),
    textPage({
      path: '/kurumsal/gizlilik-politikasi',
      title: nav.privacy,
      field: 'privacy_policy_html_loc',
      menu: true,
    }),
    textPage({
      path: '/kurumsal/cerez-politikasi',
      title: nav.cookies,
      field: 'cookie_policy_html_loc',
    }),
    {
      path: '/kurumsal/aydinlatma-metni',
      title: nav.notice,
      menu: true,
      head: { kind: 'list', description: 'noticeDescription' },
      sitemap: { kind: 'page' },
    },
    {
      path: '/kurumsal/ticari-ileti-onayi',
      title: nav.marketing,
      head: { kind: 'list', description: 'marketingDescription' },
      sitemap: { kind: 'page' },
    },
    {
      path: '/kurumsal/on-bilgilendirme-ve-satis-kosullari',
      title: nav.saleContract,
      head: { kind: 'list', description: 'saleContractDescription' },
      sitemap: { kind: 'page' },
    },
    {
      path: '/iletisim',
      title: nav.contact,
      head: { kind: 'list', description: 'contactDescription' },
      sitemap: { kind: 'page' },
    },
  ],
} satisfies RemotePages;
