import { useSession } from '@kanat/shared/session';
import { useQuery } from '@tanstack/react-query';
import { getMyBuyerStatement, getMySellerStatement, getMyStatements } from '../api/statements';

/** My statements, bought and sold (one call for both lists); private, cached per account. */
export function useMyStatements() {
  const uid = useSession().user?.uid ?? null;
  return useQuery({
    queryKey: ['account', 'statements', uid],
    queryFn: getMyStatements,
    enabled: uid !== null,
  });
}

/** One of my buyer's statements, whole. One that is not mine ('not-found') is not asked again. */
export function useMyBuyerStatement(id: string) {
  const uid = useSession().user?.uid ?? null;
  return useQuery({
    queryKey: ['account', 'statement', 'buyer', id, uid],
    queryFn: () => getMyBuyerStatement(id),
    enabled: uid !== null,
    retry: false,
  });
}

/** One of my seller's statements, whole. */
export function useMySellerStatement(id: string) {
  const uid = useSession().user?.uid ?? null;
  return useQuery({
    queryKey: ['account', 'statement', 'seller', id, uid],
    queryFn: () => getMySellerStatement(id),
    enabled: uid !== null,
    retry: false,
  });
}
