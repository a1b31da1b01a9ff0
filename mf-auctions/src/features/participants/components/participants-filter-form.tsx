import { messages } from '@kanat/shared/i18n';
import { Button, Select, TextField } from '@kanat/shared/ui';
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
      <TextField
        label={messages.participants.serialFrom}
        name="serialFrom"
        maxLength={9}
        inputMode="numeric"
        value={values.serialFrom}
        onChange={(e) => set('serialFrom')(e.target.value.replace(/\D/g, ''))}
      />
      <TextField
        label={messages.participants.tagNum}
        name="tagNum"
        maxLength={TAG_MAX}
        value={values.tagNum}
        onChange={(e) => set('tagNum')(e.target.value)}
      />
      <TextField
        label={messages.participants.fullName}
        name="fullname"
        maxLength={TEXT_MAX}
        value={values.fullname}
        onChange={(e) => set('fullname')(e.target.value)}
      />
      <TextField
        label={messages.participants.country}
        name="province"
        maxLength={TEXT_MAX}
        value={values.province}
        onChange={(e) => set('province')(e.target.value)}
      />
      <TextField
        label={messages.participants.city}
        name="city"
        maxLength={TEXT_MAX}
        value={values.city}
        onChange={(e) => set('city')(e.target.value)}
      />
      <Select
        label={messages.participants.active}
        name="active"
        value={values.active}
        placeholder={messages.participants.any}
        options={activeOptions}
        onChange={(e) => set('active')(e.target.value)}
      />
      <TextField
        label={messages.participants.state}
        name="state"
        maxLength={TEXT_MAX}
        value={values.state}
        onChange={(e) => set('state')(e.target.value)}
      />
      <Button type="submit" $block>
        {messages.common.search}
      </Button>
    </Form>
  );
}
