import { callFunction, isApiError } from '@kanat/shared/api';
import type {
  EffectiveTerms,
  SaleContractAcceptance,
  SaleContractView,
} from '@kanat/shared/contracts';
import type { QueryClient } from '@tanstack/react-query';

// The sale's contract (issue 35): before a member's first bid in a sale (a group of timed lots,
// a timed lot alone, a hall sale) they read its pre-information and terms and accept them once;
// the server refuses the bid until then. The calls, the cache and what a bid's confirmation
// tells the contract's dialog; shared by the app's features (auctions, hall).

/** The sale, named by one of its lots (timed) or by the hall sale. */
export type SaleContractTarget = { auctionId: string } | { hallSaleId: string };

export const saleContractKey = (target: SaleContractTarget) =>
  'auctionId' in target
    ? ['sale-contract', 'auction', target.auctionId]
    : ['sale-contract', 'hall', target.hallSaleId];

/** `saleContract`: the house's text in force, the sale, and the member's acceptance if any. */
export function fetchSaleContract(target: SaleContractTarget): Promise<SaleContractView> {
  return callFunction('saleContract', { ...target });
}

/** `acceptSaleContract`: refused (failed-precondition) when `version` is no longer current. */
export function acceptSaleContract(
  target: SaleContractTarget,
  version: number,
): Promise<SaleContractAcceptance> {
  return callFunction('acceptSaleContract', { ...target, version });
}

/**
 * The contract for a bid's confirmation: from the cache once accepted (an acceptance is never
 * withdrawn), else asked again, so an acceptance from another tab or a newer text is seen.
 */
export function loadSaleContract(
  client: QueryClient,
  target: SaleContractTarget,
): Promise<SaleContractView> {
  return client.fetchQuery({
    queryKey: saleContractKey(target),
    queryFn: () => fetchSaleContract(target),
    staleTime: (query) =>
      (query.state.data as SaleContractView | undefined)?.accepted ? Number.POSITIVE_INFINITY : 0,
  });
}

/** Whether a bid was refused because the member has not accepted the sale's contract. */
export function isSaleContractRefusal(error: unknown): boolean {
  if (!isApiError(error, 'failed-precondition')) return false;
  const details = error.details as { saleContract?: unknown } | null | undefined;
  return typeof details === 'object' && details !== null && details.saleContract === true;
}

/** The timed lot a bid is on, as the contract's facts name it. */
export interface ContractLot {
  name: string;
  /** The ring (künye) number. */
  ring: string;
  /** The lot owner's full name: the seller. */
  seller: string;
  startingBid: number;
}

/** One bid's confirmation: the question, and what the contract's facts say of the sale. */
export interface ContractAsk {
  target: SaleContractTarget;
  /** The bid's question, as the shell's confirm asks it (with the total, when there is one). */
  question: string;
  /** The sale's terms; null: none known (the contract then says so). */
  terms: EffectiveTerms | null;
  /** The timed lot; absent for a hall sale. */
  lot?: ContractLot;
}

export interface SaleContractDialogProps {
  ask: ContractAsk;
  /** True once the member accepted the contract and confirmed the bid. */
  onAnswer: (yes: boolean) => void;
}
