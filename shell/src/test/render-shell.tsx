import { decodeSiteInfo } from '@kanat/shared/api';
import type { SessionUser } from '@kanat/shared/events';
import { SiteProviders } from '@kanat/shared/session';
import { act, fireEvent, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import './jsdom-layout';

export interface RenderShellOptions {
  route?: string;
  user?: SessionUser | null;
  /** Raw `/api/infos` fields, decoded the way the real loader decodes them. */
  infos?: Record<string, string>;
}

/** Shows the router's current path, so tests can see redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `ui` inside the shell's providers with the given site info and session. The render
 * runs in an awaited act(): React 19 only wakes components suspended on `use()` that way.
 */
export async function renderShell(
  ui: ReactElement,
  { route = '/', user = null, infos = {} }: RenderShellOptions = {},
): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[route]}>
        <SiteProviders
          loadSiteInfo={async () => decodeSiteInfo(infos)}
          loadSession={async () => user}
        >
          {ui}
          <LocationProbe />
        </SiteProviders>
      </MemoryRouter>,
    );
  });
  return result as RenderResult;
}

export const signedInUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  uid: 'u-1',
  displayName: 'Ayşe Yıldız',
  username: 'ayse',
  phoneNumber: '+905321234567',
  phoneVerified: true,
  accountEnabled: true,
  accountDisableReason: null,
  staff: false,
  roles: [],
  ...over,
});

export const demoInfos: Record<string, string> = {
  logo: '/media/logo.png',
  footer_description: 'Güvercin severlerin açık arttırma platformu.',
  mail_name: 'iletisim@kanatmezat.com',
  mail_url: 'mailto:iletisim@kanatmezat.com',
  telephone: '+90 532 000 00 00',
  telephone_url: 'tel:+905320000000',
  address_name: 'Kadıköy / İstanbul',
  address_url: 'https://maps.example.com/kadikoy',
  facebook_name: 'Kanat Mezat',
  facebook_url: 'https://facebook.com/kanatmezat',
  instagram_name: '@kanatmezat',
  instagram_url: 'https://instagram.com/kanatmezat',
  youtube_name: 'Kanat Mezat TV',
  youtube_url: 'https://youtube.com/@kanatmezat',
  CentaurGames_url: 'https://www.centaurgames.com',
  how_to_bid_step_one_title: 'Üye olun',
  how_to_bid_step_one: 'Telefon numaranızla kayıt olun.',
  how_to_bid_step_two_title: 'Seçin',
  how_to_bid_step_two: 'Açık arttırmayı açın.',
  how_to_bid_step_three_title: 'Teklif verin',
  how_to_bid_step_three: 'Tutarı girip onaylayın.',
  how_to_ask_step_one_title: 'Bize ulaşın',
  how_to_ask_step_one: 'Güvercininizi anlatın.',
  how_to_ask_step_two_title: 'Hazırlık',
  how_to_ask_step_two: 'İlanı hazırlarız.',
  how_to_ask_step_three_title: 'Yayın',
  how_to_ask_step_three: 'İlan yayına çıkar.',
  label_titles: JSON.stringify([
    { title: 'Güvenli Teklif', text: 'İmzalı teklifler.' },
    { title: 'Canlı Takip', text: 'Anlık fiyat.' },
  ]),
  slider_pics: JSON.stringify({ full: ['/f1.jpg', '/f2.jpg'], mobile: ['/m1.jpg', '/m2.jpg'] }),
  sponsors: JSON.stringify([
    { image: '/sp1.png', name: 'Birinci Sponsor', url: 'https://sponsor1.example' },
    { image: '/sp2.png', name: 'İkinci Sponsor' },
  ]),
};

/** A click inside an awaited act(), for clicks that make a component suspend on `use()`. */
export async function clickAndSettle(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}
