import type { AdminPigeonDetail } from '@kanat/shared/contracts';
import { raceResults as texts } from '@kanat/shared/i18n/lazy';
import {
  emptyRaceResultInput,
  RACE_RESULTS_MAX,
  type RaceField,
  type RaceResultInput,
  raceResultInput,
  validateRaceResults,
} from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { RaceResultRows } from '@kanat/shared/ui/controls';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { FormSection, Notice, notify, usePendingAction } from '../../../ui';
import { saveRaces } from '../api/save-races';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/**
 * A pigeon's race results on its console page: one card per race, checked by the shared rule
 * before the call (each field's problem beside it) and saved as a whole list.
 */
export function RaceResultsEditor({ pigeon }: { pigeon: AdminPigeonDetail }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<RaceResultInput[]>(() => pigeon.races.map(raceResultInput));
  const [problems, setProblems] = useState<Partial<Record<RaceField, string>>[]>([]);
  const action = usePendingAction();

  const change = (index: number, field: RaceField, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  };
  const remove = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    setProblems((current) => current.filter((_, i) => i !== index));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRaceResults(rows);
    if (!checked.ok) {
      setProblems(checked.rows);
      if (checked.rows.length === 0) notify.error(checked.message);
      return;
    }
    setProblems([]);
    await action.run(async () => {
      const races = await saveRaces({ pigeonId: pigeon.id, races: rows });
      queryClient.setQueryData<AdminPigeonDetail>(['admin', 'pigeon', pigeon.id], (stored) =>
        stored ? { ...stored, races } : stored,
      );
      setRows(races.map(raceResultInput));
      notify.success(texts.saved);
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="race-results">
      <FormSection title={texts.title} description={texts.consoleHint}>
        {rows.length === 0 ? <p>{texts.empty}</p> : null}
        <RaceResultRows rows={rows} problems={problems} onChange={change} onRemove={remove} />
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            disabled={rows.length >= RACE_RESULTS_MAX}
            onClick={() => setRows((current) => [...current, { ...emptyRaceResultInput }])}
          >
            {texts.add}
          </Button>
          <Button
            type="submit"
            $variant="primary"
            disabled={action.pending}
            aria-busy={action.pending}
          >
            {texts.save}
          </Button>
        </Actions>
        {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      </FormSection>
    </form>
  );
}
