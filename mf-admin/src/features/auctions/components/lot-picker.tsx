import { messages } from '@kanat/shared/i18n/full';
import { PigeonPicker } from '../../../ui';
import { addLots } from '../api/add-lots';
import { listAuctionablePigeons } from '../api/auctionable-pigeons';
import { priceError } from '../group-rules';

const text = messages.adminAuctions;

const texts = {
  title: text.pickerTitle,
  search: text.pickerSearch,
  selected: text.pickerSelected,
  empty: text.pickerEmpty,
  price: text.pickerPrice,
  pricePlaceholder: text.lotStartingBid,
  add: text.pickerAdd,
  cancel: text.cancel,
  none: text.pickerNone,
};

export interface LotPickerProps {
  open: boolean;
  groupId: string;
  onClose: () => void;
  /** After lots were added, with their count. */
  onAdded: (count: number) => void;
}

/** Pick several pigeons, give each a starting price, add them to the group at once. */
export function LotPicker({ open, groupId, onClose, onAdded }: LotPickerProps) {
  return (
    <PigeonPicker
      open={open}
      texts={texts}
      data-testid="lot-picker"
      queryKey="admin-auctionable-pigeons"
      load={(search) => listAuctionablePigeons(search === '' ? {} : { q: search })}
      priceError={priceError}
      add={(lots) =>
        addLots({
          groupId,
          lots: lots.map((lot) => ({ pigeonId: lot.pigeonId, startingBid: lot.price })),
        })
      }
      onClose={onClose}
      onAdded={onAdded}
    />
  );
}
