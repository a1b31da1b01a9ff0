export const NEWS_ROOT = '/haberler';

export function newsPath(id: string): string {
  return `${NEWS_ROOT}/${encodeURIComponent(id)}`;
}
