/**
 * The tables that name a member (a `user_id` column, or any column referring to `users`),
 * each either read into the member's data export or left out for the reason given. The
 * privacy tests fail on a table in neither list, so a new table is not forgotten.
 */
export const exportedTables: readonly string[] = [
  'users',
  'sessions',
  'devices',
  'push_subscriptions',
  'bids',
  'max_bids',
  'watches',
  'sale_follows',
  'hall_bids',
  'hall_absentee_bids',
  'notifications',
  'news_comments',
  'news_likes',
  'contact_messages',
  'pigeons',
  'sale_requests',
  'buyer_statements',
  'seller_statements',
  'statement_lines',
  'statement_payments',
  'second_chance_offers',
  'legal_acknowledgements',
  'consent_records',
  'privacy_requests',
  'sale_contract_acceptances',
];

/** Tables naming a member that the export leaves out, and why. */
export const leftOutTables: Readonly<Record<string, string>> = {
  auctions: 'current_bidder_id only repeats who leads an auction; the member’s bids are exported',
  bid_nonces: 'used nonces of signed requests: a replay guard, no personal data beyond the bids',
  auth_tokens: 'hashes of short-lived second-factor and reset tokens: secrets',
  key_challenges: 'short-lived challenges of a device key: secrets',
  verification_codes: 'hashed phone codes with their attempt counts: secrets, kept minutes',
  outbid_queue: 'a bid’s outbid notice waiting seconds to become a notifications row',
  hall_lots: 'buyer_id repeats who bought a hall lot; it is on the member’s buyer statement',
  hall_calls: 'actor_id is the clerk (staff) who called the lot',
  hall_sales: 'clerk_id and created_by are staff',
  media_files: 'uploaded_by: a sale request’s photos are listed by id with the request',
  bank_imports: 'imported_by is staff; a matched payment is on the buyer statement',
  sale_terms: 'updated_by is staff',
  trust_reviews: 'reviewed_by is staff; a signal names a member only by its key, and is computed',
};
