import type { SaleContractView } from '@kanat/shared/contracts';
import { confirm, toast, withSpinner } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useCallback, useState } from 'react';
import {
  type ContractAsk,
  loadSaleContract,
  type SaleContractDialogProps,
  type SaleContractTarget,
  saleContractKey,
} from './sale-contract';

// Every bid path confirms through `confirmBid` (issue 35): while the member has accepted the
// sale's contract, the shell's usual yes/no question; else the contract's dialog, whose code
// (the dialog kit, the HTML cleaner, the contract's texts) is loaded only then: neither the
// page's first render nor a member who accepted already downloads it.

const loadDialog = () =>
  import(/* webpackChunkName: "on-demand-sale-contract" */ './sale-contract-dialog');

interface OpenDialog {
  ask: ContractAsk;
  Dialog: ComponentType<SaleContractDialogProps>;
  answer: (yes: boolean) => void;
}

export interface SaleContractConfirm {
  /**
   * Asks the bid's question: the shell's confirm once the member accepted the sale's contract,
   * else the contract's dialog (accepted there before it answers yes). False: not confirmed,
   * or the contract could not be loaded (the member is told).
   */
  confirmBid: (ask: ContractAsk) => Promise<boolean>;
  /** Forgets the cached contract (a bid was refused for want of it): asked again next time. */
  forget: (target: SaleContractTarget) => Promise<void>;
  /** The contract's dialog while it is open; render it anywhere in the component. */
  dialog: ReactNode;
}

export function useSaleContractConfirm(): SaleContractConfirm {
  const client = useQueryClient();
  const [open, setOpen] = useState<OpenDialog | null>(null);

  const confirmBid = useCallback(
    async (ask: ContractAsk) => {
      // The dialog's code is asked for only when it is needed: the contract not yet accepted,
      // or the contract not to be had (the words for that come with the dialog).
      let contract: SaleContractView | null = null;
      try {
        contract = await withSpinner(loadSaleContract(client, ask.target));
      } catch {
        contract = null;
      }
      if (contract?.accepted) return confirm(ask.question);
      let module: Awaited<ReturnType<typeof loadDialog>>;
      try {
        module = await withSpinner(loadDialog());
      } catch {
        toast(messages.common.networkError, 'red');
        return false;
      }
      const { SaleContractDialog, loadFailedText } = module;
      if (contract === null) {
        toast(loadFailedText, 'red');
        return false;
      }
      return new Promise<boolean>((resolve) => {
        setOpen({
          ask,
          Dialog: SaleContractDialog,
          answer: (yes) => {
            setOpen(null);
            resolve(yes);
          },
        });
      });
    },
    [client],
  );

  const forget = useCallback(
    (target: SaleContractTarget) => client.invalidateQueries({ queryKey: saleContractKey(target) }),
    [client],
  );

  const dialog = open ? <open.Dialog ask={open.ask} onAnswer={open.answer} /> : null;
  return { confirmBid, forget, dialog };
}
