import { messages } from '@kanat/shared/i18n/full';
import type { Thing, WithContext } from 'schema-dts';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import type { PreviewImages } from './preview-image';

/** The picture a link preview shows, with its size (Open Graph asks for both). */
export interface OgImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type?: string;
}

export interface HeadContext {
  db: Db;
  /** Absolute origin of the site's addresses: PUBLIC_URL, or the request's own. */
  origin: string;
  previews: PreviewImages;
  /** The server's time (ms): whether an auction still runs. */
  now: number;
  /** The site information the page carries (/api/infos), if it could be read. */
  infos: Readonly<Record<string, unknown>>;
}

/** What a page's head says, before the site's own parts (title, crumbs, card) are added. */
export interface RouteFacts {
  status: 200 | 404;
  name: string;
  description: string;
  /** The page's canonical path. */
  path: string;
  ogType?: 'website' | 'article' | 'product';
  image?: OgImage | null;
  robots?: string | null;
  properties?: Array<[string, string]>;
  /** Below the home page. */
  trail: Array<{ name: string; path: string }>;
  item?: WithContext<Thing>;
  /** The home page's title is the site's name alone (pageTitle(null), as the browser's). */
  bareTitle?: boolean;
}

/** Descriptions are cut to what previews and result pages show. */
export function clip(value: string, max = 200): string {
  const single = value.replace(/\s+/g, ' ').trim();
  if (single.length <= max) return single;
  const cut = single.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** What a service reads, or null when it answers that the thing does not exist. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') return null;
    throw error;
  }
}

export const absolute = (ctx: HeadContext, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${ctx.origin}${url.startsWith('/') ? '' : '/'}${url}`;

export const logoUrl = (ctx: HeadContext) => `${ctx.origin}/static/brand/icon-512.png`;

/** A picture of ours with its size; null (the site's card instead) when it cannot be read. */
export async function pictureImage(
  ctx: HeadContext,
  picture: string | null,
  alt: string,
): Promise<OgImage | null> {
  if (!picture) return null;
  const size = await ctx.previews.pictureSize(picture);
  return size ? { url: absolute(ctx, picture), ...size, alt } : null;
}

/** The head of a path no page has, or of an item that does not exist: 404, not indexed. */
export function notFound(): RouteFacts {
  return {
    status: 404,
    name: messages.notFound.title,
    description: messages.share.notFoundDescription,
    path: '/',
    robots: 'noindex',
    trail: [],
  };
}
