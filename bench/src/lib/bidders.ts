// The signed bidders live with the server's test helpers, which the crash test shares.
export {
  type BidAnswer,
  createBidders,
  httpBid,
  renewTokens,
  type SignedNonce,
  signBid,
} from '@kanat/testkit/signed-bids';

/** Whether the server has the bid function (it answers 404 for unknown functions). */
export async function bidFunctionAvailable(baseUrl: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/fn/bid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: {} }),
  });
  return response.status !== 404;
}
