import { callFunction } from '@kanat/shared/api';
import type { AdminSaleReport } from '@kanat/shared/contracts';

/** `adminGroupReport` / `adminHallReport`: a finished sale's report with its sellers named. */
export async function getAdminSaleReport(
  kind: 'group' | 'hall',
  id: string,
): Promise<AdminSaleReport> {
  const { code: _code, ...result } = await callFunction(
    kind === 'group' ? 'adminGroupReport' : 'adminHallReport',
    { id },
  );
  return result;
}
