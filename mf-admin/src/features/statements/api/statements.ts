import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableName, CallableResultOf } from '@kanat/shared/contracts';

// The console's calls on statements (issue 33): `settlement` area (clerks, accountants), the
// payout `accounts` (accountants). Each answers the statement as it now stands.

type Result<Name extends CallableName> = CallableResultOf<Name>;

/** `adminSettlementSales`: the sales with statements; `open` keeps those with work left. */
export async function listSettlementSales(
  data: CallableData<'adminSettlementSales'>,
): Promise<Result<'adminSettlementSales'>> {
  const { code: _code, ...result } = await callFunction('adminSettlementSales', data);
  return result;
}

/** `adminSaleSettlement`: one sale's balance and its buyers' and sellers' statements. */
export async function getSaleSettlement(
  data: CallableData<'adminSaleSettlement'>,
): Promise<Result<'adminSaleSettlement'>> {
  const { code: _code, ...result } = await callFunction('adminSaleSettlement', data);
  return result;
}

export async function getBuyerStatement(id: string): Promise<Result<'adminBuyerStatement'>> {
  const { code: _code, ...result } = await callFunction('adminBuyerStatement', { id });
  return result;
}

export async function getSellerStatement(id: string): Promise<Result<'adminSellerStatement'>> {
  const { code: _code, ...result } = await callFunction('adminSellerStatement', { id });
  return result;
}

/** `adminPaymentRecord`: a payment at the desk, the amount as typed. */
export async function recordPayment(
  data: CallableData<'adminPaymentRecord'>,
): Promise<Result<'adminPaymentRecord'>> {
  const { code: _code, ...result } = await callFunction('adminPaymentRecord', data);
  return result;
}

/** `adminDeliverySet`: a won lot's pickup or cargo. */
export async function setDelivery(
  data: CallableData<'adminDeliverySet'>,
): Promise<Result<'adminDeliverySet'>> {
  const { code: _code, ...result } = await callFunction('adminDeliverySet', data);
  return result;
}

/** `adminPayoutMark` (accountants): a seller's net paid out. */
export async function markPayout(
  data: CallableData<'adminPayoutMark'>,
): Promise<Result<'adminPayoutMark'>> {
  const { code: _code, ...result } = await callFunction('adminPayoutMark', data);
  return result;
}

/** `adminStatementExtend`: a later due day for an open statement, with the reason. */
export async function extendStatement(
  data: CallableData<'adminStatementExtend'>,
): Promise<Result<'adminStatementExtend'>> {
  const { code: _code, ...result } = await callFunction('adminStatementExtend', data);
  return result;
}
