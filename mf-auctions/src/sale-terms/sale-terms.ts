import { apiFetch } from '@kanat/shared/api';
import type { EffectiveTerms } from '@kanat/shared/contracts';
import { formatAmount } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n';
import { saleTerms } from '@kanat/shared/i18n/lazy';
import { bidWithPremium, formatKurus, formatRate } from '@kanat/shared/rules';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

// The terms a sale is settled on (issue 33), as bidders see them before they bid: on a timed
// auction's page (its group's terms, or the site's) and on a hall sale's page. Shared by the
// app's features (auctions, hall).

export type SaleKind = 'group' | 'hall' | 'site';

const termsKey = (kind: SaleKind, id: string | null) => ['sale-terms', kind, id ?? ''];
const fetchTerms = (kind: SaleKind, id: string | null, signal?: AbortSignal) =>
  apiFetch<EffectiveTerms>(`/api/sale-terms/${kind}/${encodeURIComponent(id ?? '0')}`, { signal });

/**
 * A sale's terms; `id` is the group's or the hall sale's, not read for 'site'. Asked only
 * while `active` (bids are taken) and wanted: at once for a member, who may bid; for a guest
 * once they open the terms (`open`), so a guest's page load asks nothing more of the server.
 */
export function useSaleTerms(
  kind: SaleKind,
  id: string | null,
  { active, member }: { active: boolean; member: boolean },
): { terms: EffectiveTerms | null; open: () => void } {
  const [opened, setOpened] = useState(false);
  const query = useQuery({
    queryKey: termsKey(kind, id),
    queryFn: ({ signal }) => fetchTerms(kind, id, signal),
    enabled: active && (member || opened) && (kind === 'site' || id !== null),
    // Terms change seldom; a page does not ask again while it is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const open = useCallback(() => setOpened(true), []);
  return { terms: query.data ?? null, open };
}

/** The terms for a bid's confirmation: from the cache, else asked now; null if unavailable. */
export async function loadSaleTerms(
  client: QueryClient,
  kind: SaleKind,
  id: string | null,
): Promise<EffectiveTerms | null> {
  try {
    return await client.fetchQuery({
      queryKey: termsKey(kind, id),
      queryFn: ({ signal }) => fetchTerms(kind, id, signal),
      staleTime: Number.POSITIVE_INFINITY,
    });
  } catch {
    return null;
  }
}

/** The terms as the lines a bidder reads. */
export function termsLines(terms: EffectiveTerms): string[] {
  const rate = formatRate(terms.buyerPremiumBp);
  const lines = [
    terms.buyerPremiumBp === 0
      ? saleTerms.noPremium
      : terms.vatBp === 0
        ? fill(saleTerms.premium, { rate })
        : fill(saleTerms.premiumVat, { rate, vat: formatRate(terms.vatBp) }),
    fill(saleTerms.payment, { days: terms.paymentTermDays }),
  ];
  if (terms.iban !== null && terms.accountName !== null) {
    lines.push(fill(saleTerms.account, { iban: terms.iban, name: terms.accountName }));
  }
  return lines;
}

/**
 * What a bid of `amount` lira comes to with the buyer's premium and its KDV, for the bid's
 * confirmation ("12.500 TL + %10 alıcı komisyonu + KDV = 14.000,00 TL"); null without a premium.
 */
export function confirmTotalText(amount: number, terms: EffectiveTerms | null): string | null {
  if (terms === null || terms.buyerPremiumBp === 0) return null;
  return fill(terms.vatBp === 0 ? saleTerms.confirmTotal : saleTerms.confirmTotalVat, {
    amount: formatAmount(amount),
    rate: formatRate(terms.buyerPremiumBp),
    total: formatKurus(bidWithPremium(amount, terms).total),
  });
}
