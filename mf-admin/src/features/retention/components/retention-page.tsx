import type { AdminRetentionView } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { RETENTION_KEYS } from '@kanat/shared/rules';
import { Button, ErrorState, LoadingBlock, PlainList } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  errorText,
  FieldRow,
  FormSection,
  ListCard,
  Notice,
  notify,
  PageHeader,
} from '../../../ui';
import { getRetention } from '../api/get-retention';
import { saveRetention } from '../api/save-retention';
import {
  formToRetention,
  type RetentionFormValues,
  retentionToForm,
  validateRetention,
} from '../retention-form';

const t = messages.retention;
const retentionKey = ['admin', 'retention'] as const;

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space.xl}px 0 ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.typography.size.lg}px;
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const Summary = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-items: start;
`;

/** The five periods, each within its bounds, its default beside it. */
function RetentionForm({ view }: { view: AdminRetentionView }) {
  const client = useQueryClient();
  const form = useForm<RetentionFormValues>({
    resolver: ruleResolver((values: RetentionFormValues) => validateRetention(values, view.bounds)),
    defaultValues: retentionToForm(view.settings),
  });
  const { register, formState, handleSubmit } = form;
  const save = useMutation({
    mutationFn: (values: RetentionFormValues) => saveRetention(formToRetention(values)),
    onSuccess: (saved) => {
      // The page shows the saved view: the form starts again from the stored values.
      client.setQueryData(retentionKey, saved);
      notify.success(t.saved);
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
      data-testid="retention-form"
    >
      <FormSection title={t.formTitle}>
        <FieldRow>
          {RETENTION_KEYS.map((key) => (
            <TextField
              key={key}
              type="number"
              inputMode="numeric"
              step={1}
              min={view.bounds[key].least}
              max={view.bounds[key].most}
              label={t.fields[key]}
              hint={`${t.hints[key]} ${fill(t.defaultValue, { value: view.defaults[key] })}`}
              error={formState.errors[key]?.message}
              {...register(key)}
            />
          ))}
        </FieldRow>
        <Actions>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {t.save}
          </Button>
          {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
        </Actions>
      </FormSection>
    </form>
  );
}

/** What the retention pass removed, newest first. */
function Passes({ passes }: { passes: AdminRetentionView['passes'] }) {
  return (
    <section aria-labelledby="retention-passes" data-testid="retention-passes">
      <Heading id="retention-passes">{t.passes}</Heading>
      {passes.length === 0 ? (
        <Muted>{t.noPasses}</Muted>
      ) : (
        <PlainList $gap="sm">
          {passes.map((pass) => (
            <ListCard key={`${pass.at} ${pass.summary}`} data-testid="retention-pass">
              <When dateTime={new Date(pass.at).toISOString()}>{formatDateTime(pass.at)}</When>
              <Summary>{pass.summary}</Summary>
            </ListCard>
          ))}
        </PlainList>
      )}
    </section>
  );
}

/**
 * /yonetim/saklama-sureleri (area siteSettings, administrators): how long the site keeps what
 * it no longer needs (issue 35, KVKK), and what the retention pass last removed.
 */
export function RetentionPage() {
  const query = useQuery({ queryKey: retentionKey, queryFn: getRetention });
  return (
    <section data-testid="retention-page">
      <PageHeader title={t.title} description={t.intro} />
      {query.isPending ? <LoadingBlock /> : null}
      {query.isError ? (
        <ErrorState
          title={t.loadFailed}
          description={errorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.data ? (
        <>
          <RetentionForm key={JSON.stringify(query.data.settings)} view={query.data} />
          <Passes passes={query.data.passes} />
        </>
      ) : null}
    </section>
  );
}
