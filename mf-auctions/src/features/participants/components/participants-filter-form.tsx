import { messages } from '@kanat/shared/i18n';
import { Button } from '@kanat/shared/ui';
import { Select, type SelectOption, TextField } from '@kanat/shared/ui/controls';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import type { PigeonListFilters } from '../api/list-pigeons';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

// The server's limits (longer text is refused), so a search never fails on length.
const TAG_MAX = 40;
const TEXT_MAX = 60;

/** The form's text values; turned into filters on submit. */
export interface ParticipantsFormValues {
  serialFrom: string;
  tagNum: string;
  fullname: string;
  province: string;
  city: string;
  active: '' | '0' | '1';
  state: string;
}

export const emptyParticipantsForm: ParticipantsFormValues = {
  serialFrom: '',
  tagNum: '',
  fullname: '',
  province: '',
  city: '',
  active: '',
  state: '',
};

/** Filled fields become filters; empty ones are left out so they do not narrow the list. */
export function toPigeonFilters(values: ParticipantsFormValues): PigeonListFilters {
  const filters: PigeonListFilters = {};
  const serial = Number.parseInt(values.serialFrom, 10);
  if (Number.isFinite(serial) && serial >= 0) filters.serialFrom = serial;
  for (const field of ['tagNum', 'fullname', 'province', 'city', 'state'] as const) {
    const text = values[field].trim();
    if (text) filters[field] = text;
  }
  if (values.active === '0' || values.active === '1')
    filters.active = values.active === '1' ? 1 : 0;
  return filters;
}

const activeOptions = [
  { value: '1', label: messages.common.active },
  { value: '0', label: messages.common.passive },
];

/** A field of the form; they differ only in these, so the form renders them from a list. */
type FieldSpec = { name: keyof ParticipantsFormValues; label: string } & (
  | {
      kind: 'text';
      maxLength: number;
      /** A numeric keyboard, and anything but digits is dropped as it is typed. */
      digits?: boolean;
    }
  | { kind: 'select'; options: readonly SelectOption[] }
);

/** In display order (SPEC §2). */
const fields: readonly FieldSpec[] = [
  {
    name: 'serialFrom',
    label: messages.participants.serialFrom,
    kind: 'text',
    maxLength: 9,
    digits: true,
  },
  { name: 'tagNum', label: messages.participants.tagNum, kind: 'text', maxLength: TAG_MAX },
  { name: 'fullname', label: messages.participants.fullName, kind: 'text', maxLength: TEXT_MAX },
  { name: 'province', label: messages.participants.country, kind: 'text', maxLength: TEXT_MAX },
  { name: 'city', label: messages.participants.city, kind: 'text', maxLength: TEXT_MAX },
  { name: 'active', label: messages.participants.active, kind: 'select', options: activeOptions },
  { name: 'state', label: messages.participants.state, kind: 'text', maxLength: TEXT_MAX },
];

/** SPEC §2 participant search: serial (greater than), tag number, name, country, city, active, state. */
export function ParticipantsFilterForm({
  initial,
  onSearch,
}: {
  initial: ParticipantsFormValues;
  onSearch: (values: ParticipantsFormValues) => void;
}) {
  const [values, setValues] = useState(initial);
  const set = (field: keyof ParticipantsFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(values);
  };
  return (
    <Form role="search" onSubmit={onSubmit} aria-label={messages.participants.title}>
      {fields.map((field) =>
        field.kind === 'select' ? (
          <Select
            key={field.name}
            label={field.label}
            name={field.name}
            value={values[field.name]}
            placeholder={messages.participants.any}
            options={field.options}
            onChange={(e) => set(field.name)(e.target.value)}
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            maxLength={field.maxLength}
            inputMode={field.digits ? 'numeric' : undefined}
            value={values[field.name]}
            onChange={(e) =>
              set(field.name)(field.digits ? e.target.value.replace(/\D/g, '') : e.target.value)
            }
          />
        ),
      )}
      <Button type="submit" $block>
        {messages.common.search}
      </Button>
    </Form>
  );
}
