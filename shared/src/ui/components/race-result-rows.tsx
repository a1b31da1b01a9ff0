import { fill } from '@kanat/shared/i18n';
import { raceResults as texts } from '@kanat/shared/i18n/lazy';
import { Button } from '@kanat/shared/ui';
import styled from 'styled-components';
import { TextField } from './fields';

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

const RowActions = styled.div`
  display: flex;
  align-items: end;
`;

/**
 * A row as the form holds it: what was typed in each field (the shared rule's RaceResultInput;
 * the kit does not import the rules, whose layer is above it).
 */
type RaceRow = Record<
  'name' | 'date' | 'releasePoint' | 'distanceKm' | 'place' | 'basketed' | 'speed' | 'coefficient',
  string
>;
type RaceField = keyof RaceRow;

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

export interface RaceResultRowsProps {
  rows: readonly RaceRow[];
  /** Each row's problems by field, in the shared rule's words (validateRaceResults' `rows`). */
  problems: readonly Partial<Record<RaceField, string>>[];
  onChange: (index: number, field: RaceField, value: string) => void;
  onRemove: (index: number) => void;
}

/**
 * Race results as typed, one card per race (name, date, release point, distance, place, birds
 * basketed, speed, coefficient), each field's problem beside it: the console's pigeon page and
 * a member's sale request use the same rows.
 */
export function RaceResultRows({ rows, problems, onChange, onRemove }: RaceResultRowsProps) {
  return rows.map((row, index) => (
    // Rows have no id of their own until saved; their place is their identity here.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Row key={index} data-testid="race-result-row">
      <RowTitle>{fill(texts.rowTitle, { n: index + 1 })}</RowTitle>
      {fields.map(({ field, label, type, inputMode }) => (
        <TextField
          key={field}
          label={label}
          type={type}
          inputMode={inputMode}
          value={row[field]}
          error={problems[index]?.[field]}
          onChange={(event) => onChange(index, field, event.target.value)}
        />
      ))}
      <RowActions>
        <Button type="button" $variant="secondary" onClick={() => onRemove(index)}>
          {texts.remove}
        </Button>
      </RowActions>
    </Row>
  ));
}
