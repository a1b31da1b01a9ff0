import type { BankLineRow } from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n/full';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { useState } from 'react';
import { ButtonRow, errorText } from '../../../ui';
import { settleBankLine } from '../api/bank';
import { typedStatementId } from '../bank-words';

/** An unmatched line's small form: settle it against a statement, or set it aside. */
export function SettleLine({
  line,
  onSettled,
}: {
  line: BankLineRow;
  onSettled: (line: BankLineRow) => void;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const send = async (statementId: string | null) => {
    setPending(true);
    setError(null);
    try {
      onSettled(await settleBankLine({ lineId: line.id, statementId }));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      noValidate
      data-testid="settle-line"
      onSubmit={(event) => {
        event.preventDefault();
        const id = typedStatementId(typed);
        if (id === null) {
          setError(t.settleTyped);
          return;
        }
        void send(id);
      }}
    >
      <TextField
        label={fill(t.settleLabel, { line: line.lineNo })}
        value={typed}
        error={error}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <ButtonRow $gap="xs">
        <Button type="submit" $size="sm" disabled={pending}>
          {t.settle}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          disabled={pending}
          onClick={() => void send(null)}
        >
          {t.ignore}
        </Button>
      </ButtonRow>
    </form>
  );
}
