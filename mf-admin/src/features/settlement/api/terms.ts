import { callFunction } from '@kanat/shared/api';
import type { SiteTerms } from '@kanat/shared/contracts';

/** `adminTermsGet` (clerks, administrators): the site's terms. */
export async function getSiteTerms(): Promise<SiteTerms> {
  const { code: _code, ...terms } = await callFunction('adminTermsGet', {});
  return terms;
}

/** `adminTermsSave` (administrators): the site's terms, the house's account, the flag rule. */
export async function saveSiteTerms(terms: SiteTerms): Promise<SiteTerms> {
  const { code: _code, ...saved } = await callFunction('adminTermsSave', terms);
  return saved;
}
