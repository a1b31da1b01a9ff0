import type {
  BreadcrumbList,
  ItemAvailability,
  NewsArticle,
  Organization,
  Product,
  SaleEvent,
  WithContext,
} from 'schema-dts';

/**
 * The structured data (schema.org, JSON-LD) of a page, for search engines. Every
 * builder's return type is schema-dts's, so a misspelt property or a value of the wrong kind
 * fails compilation; the values are plain data, escaped where the page writes them (head.ts).
 */

/** One step of a page's place in the site: a name and an absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The contact details the site information holds (SPEC §3); empty ones are left out. */
export interface OrganizationFacts {
  name: string;
  url: string;
  logo: string | null;
  description: string | null;
  telephone: string | null;
  email: string | null;
  address: string | null;
  /** Social media pages (Facebook, Instagram, YouTube). */
  sameAs: string[];
}

export function organizationJsonLd(facts: OrganizationFacts): WithContext<Organization> {
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${facts.url}#organization`,
    name: facts.name,
    url: facts.url,
  };
  if (facts.logo) organization.logo = facts.logo;
  if (facts.description) organization.description = facts.description;
  if (facts.telephone) organization.telephone = facts.telephone;
  if (facts.email) organization.email = facts.email;
  if (facts.address) organization.address = facts.address;
  if (facts.sameAs.length > 0) organization.sameAs = facts.sameAs;
  if (facts.telephone || facts.email) {
    organization.contactPoint = {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      availableLanguage: 'tr',
      ...(facts.telephone ? { telephone: facts.telephone } : {}),
      ...(facts.email ? { email: facts.email } : {}),
    };
  }
  return organization;
}

/** How an auction stands, for its offer's availability. */
export type AuctionStanding = 'running' | 'sold' | 'ended' | 'cancelled';

const availabilityOf: Record<AuctionStanding, ItemAvailability> = {
  running: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  ended: 'https://schema.org/OutOfStock',
  cancelled: 'https://schema.org/Discontinued',
};

export interface AuctionFacts {
  name: string;
  description: string;
  url: string;
  /** Absolute URLs: the pigeon's photos, then the preview picture. */
  images: string[];
  /** The pigeon's ring (tag) number. */
  sku: string;
  /** The current price, whole Turkish lira. */
  price: number;
  /** The auction's end (ms epoch): the price holds until then. */
  endsAt: number;
  standing: AuctionStanding;
  sellerName: string;
}

/** The day of a time in Turkey (priceValidUntil is a schema.org Date: YYYY-MM-DD). */
export function turkishDay(ms: number): string {
  // Turkey keeps UTC+3 all year.
  return new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** An auction: the pigeon as a Product, its current price as the Offer. */
export function auctionJsonLd(facts: AuctionFacts): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    image: facts.images,
    sku: facts.sku,
    category: 'Güvercin',
    offers: {
      '@type': 'Offer',
      url: facts.url,
      price: facts.price,
      priceCurrency: 'TRY',
      availability: availabilityOf[facts.standing],
      priceValidUntil: turkishDay(facts.endsAt),
      availabilityEnds: new Date(facts.endsAt).toISOString(),
      ...(facts.sellerName ? { seller: { '@type': 'Person', name: facts.sellerName } } : {}),
    },
  };
}

export interface NewsFacts {
  headline: string;
  description: string;
  url: string;
  image: string | null;
  published: Date;
  modified: Date;
  /** The site, as author and publisher. */
  organization: { name: string; url: string; logo: string | null };
}

export function newsArticleJsonLd(facts: NewsFacts): WithContext<NewsArticle> {
  const publisher: Organization = {
    '@type': 'Organization',
    name: facts.organization.name,
    url: facts.organization.url,
    ...(facts.organization.logo
      ? { logo: { '@type': 'ImageObject', url: facts.organization.logo } }
      : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: facts.headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: facts.url,
    ...(facts.image ? { image: [facts.image] } : {}),
    datePublished: facts.published.toISOString(),
    dateModified: facts.modified.toISOString(),
    inLanguage: 'tr-TR',
    author: publisher,
    publisher,
  };
}

export interface SaleEventFacts {
  name: string;
  description: string;
  url: string;
  startsAt: number;
  /** The hall (salon) the clerk sells in. */
  place: string;
  image: string | null;
  organizer: { name: string; url: string };
}

/** A hall mezat: a sale in a room that members also follow and bid in online. */
export function saleEventJsonLd(facts: SaleEventFacts): WithContext<SaleEvent> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SaleEvent',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    startDate: new Date(facts.startsAt).toISOString(),
    eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    location: [
      { '@type': 'Place', name: facts.place, address: facts.place },
      { '@type': 'VirtualLocation', url: facts.url },
    ],
    ...(facts.image ? { image: [facts.image] } : {}),
    organizer: { '@type': 'Organization', name: facts.organizer.name, url: facts.organizer.url },
    inLanguage: 'tr-TR',
  };
}
