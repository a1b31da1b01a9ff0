import { apiFetchText } from '@kanat/shared/api';

/**
 * `GET <location>`: the HTML text of a corporate page. The location comes from site info
 * (about_us_html_loc, terms_html_loc, ...), normally `/static/kurumsal/<page>.html`.
 */
export function getCorporateHtml(location: string, signal?: AbortSignal): Promise<string> {
  return apiFetchText(location, { signal });
}
