import { callFunction } from '@kanat/shared/api';
import type {
  BuyerStatementView,
  MyStatements,
  SellerStatementView,
} from '@kanat/shared/contracts';

/**
 * `myStatements`: my buyer's statements (bought) and seller's statements (sold), and my
 * payment flag while I am flagged for unpaid statements.
 */
export async function getMyStatements(): Promise<MyStatements> {
  const { bought, sold, paymentFlag } = await callFunction('myStatements', null);
  return { bought, sold, paymentFlag: paymentFlag ?? null };
}

/** `myBuyerStatement`: one of my buyer's statements ('not-found' for anyone else's). */
export async function getMyBuyerStatement(id: string): Promise<BuyerStatementView> {
  const { code: _code, ...statement } = await callFunction('myBuyerStatement', { id });
  return statement;
}

/** `mySellerStatement`: one of my seller's statements. */
export async function getMySellerStatement(id: string): Promise<SellerStatementView> {
  const { code: _code, ...statement } = await callFunction('mySellerStatement', { id });
  return statement;
}

/** The PDF of a statement (GET, with the member's session cookie). */
export const statementPdfUrl = (side: 'buyer' | 'seller', id: string) =>
  `/api/statements/${side}/${encodeURIComponent(id)}/pdf`;
