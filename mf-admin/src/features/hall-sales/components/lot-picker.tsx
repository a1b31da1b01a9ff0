import { messages } from '@kanat/shared/i18n/full';
import { PigeonPicker } from '../../../ui';
import { addHallLots } from '../api/add-lots';
import { listHallPigeons } from '../api/hall-pigeons';
import { startingPriceError } from '../sale-form';

const text = messages.adminHallConsole;

/** HALL_LOTS_PER_CALL of the contract (read as types only in the browser: no TypeBox here). */
const HALL_LOTS_PER_CALL = 50;

const texts = {
  title: text.pickerTitle,
  search: text.pickerSearch,
  selected: text.pickerSelected,
  empty: text.pickerEmpty,
  price: text.pickerPrice,
  add: text.pickerAdd,
  cancel: text.cancel,
  none: text.pickerNone,
  tooMany: text.pickerTooMany,
};

export interface HallLotPickerProps {
  open: boolean;
  saleId: string;
  onClose: () => void;
  onAdded: (count: number) => void;
}

/** Pigeons picked in the order they are ticked, each with its starting price, added at once. */
export function HallLotPicker({ open, saleId, onClose, onAdded }: HallLotPickerProps) {
  return (
    <PigeonPicker
      open={open}
      texts={texts}
      data-testid="hall-lot-picker"
      queryKey="admin-hall-pigeons"
      load={(search) => listHallPigeons(search === '' ? {} : { q: search })}
      priceError={startingPriceError}
      max={HALL_LOTS_PER_CALL}
      add={(lots) =>
        addHallLots({
          saleId,
          lots: lots.map((lot) => ({ pigeonId: lot.pigeonId, startingPrice: lot.price })),
        })
      }
      onClose={onClose}
      onAdded={onAdded}
    />
  );
}
