import { pedigree as t } from '@kanat/shared/i18n/lazy';
import { TextField } from '@kanat/shared/ui/controls';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import {
  BLOODLINE_PARAM,
  BLOODLINE_SEARCH_MAX,
  type BloodlineSearchState,
} from '../hooks/use-bloodline-search';

const Form = styled.form`
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
`;

/** The 'Soy hattına göre ara' field of a list page; the page's useBloodlineSearch holds it. */
export function BloodlineSearch({
  search,
  hint,
}: {
  search: BloodlineSearchState;
  /** Where the search looks, when the page lists something else (the archive's groups). */
  hint?: string;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.searchNow();
  };
  return (
    <Form role="search" aria-label={t.search} onSubmit={onSubmit} data-testid="bloodline-search">
      <TextField
        type="search"
        name={BLOODLINE_PARAM}
        label={t.search}
        placeholder={t.searchPlaceholder}
        hint={hint}
        maxLength={BLOODLINE_SEARCH_MAX}
        autoComplete="off"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
      />
    </Form>
  );
}
