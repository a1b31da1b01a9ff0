import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

// The bank's statement (accountants, `accounts` area): import a CSV export, list and reopen the
// imports, settle an unmatched line by hand or set it aside.

export async function importBankCsv(
  data: CallableData<'adminBankImport'>,
): Promise<CallableResultOf<'adminBankImport'>> {
  const { code: _code, ...result } = await callFunction('adminBankImport', data);
  return result;
}

export async function listBankImports(): Promise<CallableResultOf<'adminBankImports'>> {
  const { code: _code, ...result } = await callFunction('adminBankImports', null);
  return result;
}

export async function getBankImport(id: string): Promise<CallableResultOf<'adminBankImportGet'>> {
  const { code: _code, ...result } = await callFunction('adminBankImportGet', { id });
  return result;
}

export async function settleBankLine(
  data: CallableData<'adminBankLineSettle'>,
): Promise<CallableResultOf<'adminBankLineSettle'>> {
  const { code: _code, ...result } = await callFunction('adminBankLineSettle', data);
  return result;
}
