import type { AdminPigeonDetail } from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n';
import { raceResults as texts } from '@kanat/shared/i18n/lazy';
import {
  RACE_RESULTS_MAX,
  type RaceField,
  type RaceResultInput,
  raceResultInput,
  validateRaceResults,
} from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { FormSection, Notice, notify, usePendingAction } from '../../../ui';
import { saveRaces } from '../api/save-races';

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const RowTitle = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const blank: RaceResultInput = {
  name: '',
  date: '',
  releasePoint: '',
  distanceKm: '',
  place: '',
  basketed: '',
  speed: '',
  coefficient: '',
};

const fields: {
  field: RaceField;
  label: string;
  type?: string;
  inputMode?: 'decimal' | 'numeric';
}[] = [
  { field: 'name', label: texts.name },
  { field: 'date', label: texts.date, type: 'date' },
  { field: 'releasePoint', label: texts.releasePoint },
  { field: 'distanceKm', label: texts.distance, inputMode: 'decimal' },
  { field: 'place', label: texts.place, inputMode: 'numeric' },
  { field: 'basketed', label: texts.basketed, inputMode: 'numeric' },
  { field: 'speed', label: texts.speed, inputMode: 'decimal' },
  { field: 'coefficient', label: texts.coefficient, inputMode: 'decimal' },
];

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
        {rows.map((row, index) => (
          // Rows have no id of their own until saved; their place is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Row key={index}>
            <RowTitle>{fill(texts.rowTitle, { n: index + 1 })}</RowTitle>
            {fields.map(({ field, label, type, inputMode }) => (
              <TextField
                key={field}
                label={label}
                type={type}
                inputMode={inputMode}
                value={row[field]}
                error={problems[index]?.[field]}
                onChange={(event) => change(index, field, event.target.value)}
              />
            ))}
            <Actions>
              <Button type="button" $variant="secondary" onClick={() => remove(index)}>
                {texts.remove}
              </Button>
            </Actions>
          </Row>
        ))}
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            disabled={rows.length >= RACE_RESULTS_MAX}
            onClick={() => setRows((current) => [...current, blank])}
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
