import type { OwnerSummary } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { type OwnerFormValues, validateOwnerForm } from '@kanat/shared/rules';
import { Button, PlainList } from '@kanat/shared/ui';
import { TextArea, TextField, useDebouncedValue } from '@kanat/shared/ui/controls';
import { capitaliseWords, ruleResolver } from '@kanat/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { type FocusEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  CONSOLE_SEARCH_DELAY_MS,
  FieldRow,
  Notice,
  StatusBadge,
  usePendingAction,
} from '../../../ui';
import { saveOwner } from '../api/save-owner';
import { searchOwners } from '../api/search-owners';

const texts = messages.adminPigeons.owner;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Name = styled.strong`
  flex: 1 1 180px;
`;

const Choice = styled.button`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.teal};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const InlineForm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

function place(owner: OwnerSummary): string {
  return [owner.city, owner.province].filter(Boolean).join(', ');
}

function OwnerLine({ owner }: { owner: OwnerSummary }) {
  return (
    <>
      <Name>{owner.fullname}</Name>
      <StatusBadge tone={owner.hasAccount ? 'info' : 'neutral'}>
        {owner.hasAccount ? texts.member : texts.withoutAccount}
      </StatusBadge>
      <Muted>
        {[place(owner), owner.phoneNumber, owner.username ? `@${owner.username}` : null]
          .filter(Boolean)
          .join(' · ')}
      </Muted>
    </>
  );
}

/**
 * The inline form for an owner without an account. Not a nested <form>: it sits inside the
 * pigeon's form, so it validates and saves on its own button.
 */
function OwnerForm({
  owner,
  onSaved,
  onCancel,
}: {
  owner: OwnerSummary | null;
  onSaved: (owner: OwnerSummary) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState, setValue, getValues } = useForm<OwnerFormValues>({
    resolver: ruleResolver<OwnerFormValues>(validateOwnerForm),
    defaultValues: {
      fullname: owner?.fullname ?? '',
      province: owner?.province ?? '',
      city: owner?.city ?? '',
      note: owner?.note ?? '',
    },
  });
  const action = usePendingAction();
  // Names and places are tidied on blur ('istanbul' -> 'İstanbul'), as on registration.
  const tidy = (field: 'fullname' | 'province' | 'city') => {
    const registered = register(field);
    return {
      ...registered,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        setValue(field, capitaliseWords(getValues(field)));
        return registered.onBlur(event);
      },
    };
  };
  const submit = handleSubmit(async (values) => {
    await action.run(async () => {
      onSaved(await saveOwner({ ...(owner ? { id: owner.id } : {}), ...values }));
    });
  });
  const { errors } = formState;
  return (
    <InlineForm role="group" aria-label={texts.formTitle} data-testid="owner-form">
      <TextField label={texts.fullname} error={errors.fullname?.message} {...tidy('fullname')} />
      <FieldRow>
        <TextField label={texts.province} error={errors.province?.message} {...tidy('province')} />
        <TextField label={texts.city} error={errors.city?.message} {...tidy('city')} />
      </FieldRow>
      <TextArea
        label={texts.note}
        hint={texts.noteHint}
        rows={3}
        error={errors.note?.message}
        {...register('note')}
      />
      {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      <Actions>
        <Button
          type="button"
          $variant="primary"
          disabled={action.pending}
          onClick={() => void submit()}
        >
          {texts.save}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={action.pending}>
          {texts.cancel}
        </Button>
      </Actions>
    </InlineForm>
  );
}

export interface OwnerPickerProps {
  value: OwnerSummary | null;
  onChange: (owner: OwnerSummary) => void;
  error?: string | null;
}

/** Chooses a pigeon's owner: a member or an owner without an account, or adds the latter. */
export function OwnerPicker({ value, onChange, error }: OwnerPickerProps) {
  const [searching, setSearching] = useState(value === null);
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), CONSOLE_SEARCH_DELAY_MS);
  const [form, setForm] = useState<'new' | 'edit' | null>(null);
  const results = useQuery({
    queryKey: ['admin', 'owners', q],
    queryFn: () => searchOwners(q),
    enabled: searching && q !== '',
  });

  const choose = (owner: OwnerSummary) => {
    onChange(owner);
    setSearching(false);
    setForm(null);
  };

  return (
    <Box data-testid="owner-picker">
      {value && !searching ? (
        <Chosen>
          <OwnerLine owner={value} />
          <Actions>
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              onClick={() => setSearching(true)}
            >
              {texts.change}
            </Button>
            {!value.hasAccount ? (
              <Button type="button" $variant="ghost" $size="sm" onClick={() => setForm('edit')}>
                {texts.editWithoutAccount}
              </Button>
            ) : null}
          </Actions>
        </Chosen>
      ) : null}
      {searching ? (
        <>
          {/* A plain field, not SearchBar: a search <form> cannot sit inside the pigeon's form. */}
          <TextField
            type="search"
            label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            value={typed}
            enterKeyHint="search"
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches at once; it must not save the pigeon.
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          {q !== '' && results.data ? (
            results.data.length === 0 ? (
              <Muted>{texts.none}</Muted>
            ) : (
              <PlainList $gap="xxs" aria-label={texts.searchLabel}>
                {results.data.map((owner) => (
                  <li key={owner.id}>
                    <Choice type="button" onClick={() => choose(owner)}>
                      <OwnerLine owner={owner} />
                    </Choice>
                  </li>
                ))}
              </PlainList>
            )
          ) : null}
          {form === null ? (
            <Actions>
              <Button type="button" $variant="ghost" $size="sm" onClick={() => setForm('new')}>
                {texts.addWithoutAccount}
              </Button>
            </Actions>
          ) : null}
        </>
      ) : null}
      {form !== null ? (
        <OwnerForm
          key={form}
          owner={form === 'edit' ? value : null}
          onSaved={choose}
          onCancel={() => setForm(null)}
        />
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Box>
  );
}
