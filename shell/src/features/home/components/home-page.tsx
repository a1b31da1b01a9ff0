import { messages, pageTitle } from '@kanat/shared/i18n';
import { HydrateWhenSeen, useDocumentTitle, VisuallyHidden } from '@kanat/shared/ui';
import { lazy } from 'react';
import { RemoteSlot } from '../../../federation/remote-slot';
import { useSite } from '../../../hooks/use-site';
import { ImageSlider } from './image-slider';
import { LabelCards } from './label-cards';

// Below every first screen, and nothing in it lost to a tap before its code arrives (its
// logos are plain links; the arrows only move it early): its code is fetched when it wakes
// (HydrateWhenSeen), and the server, which waits for it, still draws it into the page.
const SponsorsCarousel = lazy(() =>
  import('./sponsors-carousel').then((m) => ({ default: m.SponsorsCarousel })),
);

// The how-to guide, last on the page, likewise: a tap on its tabs that comes while its code is
// still on its way is given to it once it is live (HydrateWhenSeen).
const HowToGuide = lazy(() =>
  import(/* webpackChunkName: "home-guide" */ './how-to-guide').then((m) => ({
    default: m.HowToGuide,
  })),
);

/**
 * The home page frame (SPEC §1/§2). The auction, group, gallery and news sections are widgets
 * exposed by their remotes; a remote that is down leaves only its own widget out. What lies
 * below a phone's first screen wakes (hydrates) only when scrolled near (HydrateWhenSeen).
 */
export function HomePage() {
  const { info, status } = useSite();
  const hasSlider = info.slider_pics.full.length + info.slider_pics.mobile.length > 0;
  useDocumentTitle(pageTitle());
  return (
    <div data-testid="home-page">
      {/* The page's one h1: the design opens with the slider, so it is heard, not seen. */}
      <VisuallyHidden as="h1">{messages.home.title}</VisuallyHidden>
      <ImageSlider
        pictures={info.slider_pics}
        loading={status === 'loading'}
        covered={info.label_titles.length > 0}
      />
      <LabelCards cards={info.label_titles} overlap={hasSlider} />
      <RemoteSlot remote="mf_auctions" module="home-auctions" variant="widget" />
      <HydrateWhenSeen>
        <RemoteSlot remote="mf_auctions" module="home-groups" variant="widget" />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <RemoteSlot remote="mf_news" module="home-gallery" variant="widget" />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <SponsorsCarousel sponsors={info.sponsors} />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <RemoteSlot remote="mf_news" module="home-news" variant="widget" />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <HowToGuide info={info} />
      </HydrateWhenSeen>
    </div>
  );
}
