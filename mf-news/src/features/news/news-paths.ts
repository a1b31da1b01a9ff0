export const NEWS_ROOT = '/haberler';

export function newsPath(id: string): string {
  return `${NEWS_ROOT}/${encodeURIComponent(id)}`;
}

/** The machine-readable form of a publish date for <time dateTime>; '' when unreadable. */
export function isoDate(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
