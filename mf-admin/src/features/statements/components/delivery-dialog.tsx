import type {
  BuyerStatementLine,
  BuyerStatementView,
  DeliverySetData,
} from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n/full';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { formatKurus, parseKurus } from '@kanat/shared/rules';
import { Checkbox, Select, TextField } from '@kanat/shared/ui/controls';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui';
import { setDelivery } from '../api/statements';

type Method = DeliverySetData['method'];
type Problems = Partial<
  Record<'pickedUpBy' | 'carrier' | 'trackingNumber' | 'shippingFee', string>
>;

const methodOptions = [
  { value: 'pickup', label: t.pickup },
  { value: 'cargo', label: t.cargo },
] as const;

/** The fee as staff first see it: the line's shipping, written as they would type it. */
const feeText = (kurus: number) => (kurus === 0 ? '' : formatKurus(kurus).replace(/ TL$/, ''));

/** What the form asks for before it sends: a name on pickup, a carrier (and tracking) on cargo. */
function check(data: DeliverySetData): Problems {
  const problems: Problems = {};
  if (data.method === 'pickup' && data.delivered && !data.pickedUpBy) {
    problems.pickedUpBy = t.pickedUpByRequired;
  }
  if (data.method === 'cargo') {
    if (!data.carrier) problems.carrier = t.carrierRequired;
    if (data.delivered && !data.trackingNumber) problems.trackingNumber = t.trackingRequired;
    if (data.shippingFee && parseKurus(data.shippingFee) === null)
      problems.shippingFee = t.feeTyped;
  }
  return problems;
}

/**
 * One won lot's delivery: pickup at the association (who picked it up) or cargo (carrier,
 * tracking number, the fee added to the buyer's statement); 'Teslim edildi' when it happened.
 * The server's refusal stays in the dialog.
 */
export function DeliveryDialog({
  line,
  onClose,
  onSaved,
}: {
  line: BuyerStatementLine;
  onClose: () => void;
  onSaved: (saved: BuyerStatementView) => void;
}) {
  const { delivery } = line;
  const [method, setMethod] = useState<Method>(delivery.method ?? 'pickup');
  const [pickedUpBy, setPickedUpBy] = useState(delivery.pickedUpBy ?? '');
  const [carrier, setCarrier] = useState(delivery.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(delivery.trackingNumber ?? '');
  const [shippingFee, setShippingFee] = useState(feeText(line.shippingKurus));
  const [delivered, setDelivered] = useState(delivery.deliveredAt !== null);
  const [problems, setProblems] = useState<Problems>({});

  const data = (): DeliverySetData =>
    method === 'pickup'
      ? { lineId: line.id, method, pickedUpBy: pickedUpBy.trim(), delivered }
      : {
          lineId: line.id,
          method,
          carrier: carrier.trim(),
          trackingNumber: trackingNumber.trim(),
          shippingFee: shippingFee.trim(),
          delivered,
        };

  return (
    <ConfirmDialog
      open
      title={fill(t.deliveryDialogTitle, { lot: line.title })}
      confirmLabel={t.deliverySave}
      onClose={onClose}
      onConfirm={async () => {
        const request = data();
        const found = check(request);
        setProblems(found);
        const first = Object.values(found)[0];
        if (first) throw new Error(first);
        onSaved(await setDelivery(request));
      }}
    >
      <Select
        label={t.deliveryMethod}
        options={methodOptions}
        value={method}
        onChange={(event) => setMethod(event.currentTarget.value as Method)}
      />
      {method === 'pickup' ? (
        <TextField
          label={t.pickedUpBy}
          value={pickedUpBy}
          maxLength={200}
          error={problems.pickedUpBy}
          onChange={(event) => setPickedUpBy(event.currentTarget.value)}
        />
      ) : (
        <>
          <TextField
            label={t.carrier}
            value={carrier}
            maxLength={100}
            error={problems.carrier}
            onChange={(event) => setCarrier(event.currentTarget.value)}
          />
          <TextField
            label={t.trackingNumber}
            value={trackingNumber}
            maxLength={100}
            error={problems.trackingNumber}
            onChange={(event) => setTrackingNumber(event.currentTarget.value)}
          />
          <TextField
            label={t.shippingFee}
            hint={t.shippingFeeHint}
            inputMode="decimal"
            value={shippingFee}
            error={problems.shippingFee}
            onChange={(event) => setShippingFee(event.currentTarget.value)}
          />
        </>
      )}
      <Checkbox
        label={t.deliveredNow}
        checked={delivered}
        onChange={(event) => setDelivered(event.currentTarget.checked)}
      />
      <p>{t.deliveredNowHint}</p>
    </ConfirmDialog>
  );
}
