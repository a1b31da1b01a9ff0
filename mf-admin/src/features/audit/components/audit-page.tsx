import type { AdminAuditListData, AuditTargetTypeName } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { Button, PlainList } from '@kanat/shared/ui';
import { Select, TextField } from '@kanat/shared/ui/controls';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonRow, Notice, narrowScreen, PagedView, PageHeader } from '../../../ui';
import { listAudit } from '../api/list-audit';
import { AuditEntry } from './audit-entry';

const t = messages.adminMembers.auditLog;

/** Filter fields as the URL names them, so a link (e.g. from a member's page) opens filtered. */
interface FilterForm {
  alan: string;
  tur: string;
  /** One target's entries exactly (a link from its page sets it; no field shows it). */
  hedef: string;
  /** The words a clerk types: a name, a phone, a lot or a group. */
  ara: string;
  baslangic: string;
  bitis: string;
}
const filterKeys = ['alan', 'tur', 'hedef', 'ara', 'baslangic', 'bitis'] as const;

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${narrowScreen} {
    grid-template-columns: 1fr;
  }
`;

function formOf(params: URLSearchParams): FilterForm {
  const value = (key: (typeof filterKeys)[number]) => params.get(key) ?? '';
  return {
    alan: value('alan'),
    tur: value('tur'),
    hedef: value('hedef'),
    ara: value('ara'),
    baslangic: value('baslangic'),
    bitis: value('bitis'),
  };
}

function requestOf(form: FilterForm): AdminAuditListData {
  const data: AdminAuditListData = {};
  // An area lists all of its actions ('member.'); a key with a dot is one action exactly.
  if (form.alan) data.action = form.alan.includes('.') ? form.alan : `${form.alan}.`;
  if (form.tur) data.targetType = form.tur;
  if (form.hedef.trim()) data.targetId = form.hedef.trim();
  if (form.ara.trim()) data.q = form.ara.trim();
  if (form.baslangic) data.from = form.baslangic;
  if (form.bitis) data.to = form.bitis;
  return data;
}

const areaOptions = Object.entries(t.areas).map(([value, label]) => ({ value, label }));
// Every target type of the contract has its label (checked by the type).
const targetLabels: Record<AuditTargetTypeName, string> = t.targetTypes;
const targetOptions = Object.entries(targetLabels).map(([value, label]) => ({ value, label }));

/** /yonetim/islem-kaydi: every staff action, newest first, with filters. Read only. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const applied = formOf(params);
  const request = requestOf(applied);
  const { register, handleSubmit, reset } = useForm<FilterForm>({ defaultValues: applied });
  const paramsText = params.toString();

  // The form follows the URL (back button, a link from elsewhere).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL text stands for `params`
  useEffect(() => reset(formOf(params)), [paramsText, reset]);

  const query = useInfiniteQuery({
    queryKey: ['admin', 'audit', request],
    queryFn: ({ pageParam }) =>
      listAudit(pageParam === null ? request : { ...request, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];

  const apply = (form: FilterForm) => {
    const next: Record<string, string> = {};
    for (const key of filterKeys) {
      const value = form[key].trim();
      if (value) next[key] = value;
    }
    setParams(next);
  };

  return (
    <section data-testid="admin-audit">
      <PageHeader title={t.title} description={t.description} />
      <Filters aria-label={t.filters} onSubmit={handleSubmit(apply)} noValidate>
        <Select
          label={t.area}
          placeholder={t.anyArea}
          options={areaOptions}
          {...register('alan')}
        />
        <Select
          label={t.targetType}
          placeholder={t.anyTarget}
          options={targetOptions}
          {...register('tur')}
        />
        <TextField label={t.words} placeholder={t.wordsHint} {...register('ara')} />
        <TextField label={t.from} type="date" {...register('baslangic')} />
        <TextField label={t.to} type="date" {...register('bitis')} />
        <ButtonRow $gap="xs">
          <Button type="submit">{t.apply}</Button>
          <Button type="button" $variant="secondary" onClick={() => setParams({})}>
            {t.clear}
          </Button>
        </ButtonRow>
      </Filters>

      <PagedView
        query={query}
        failedTitle={t.loadFailed}
        moreLabel={t.loadMore}
        rowCount={entries.length}
      >
        {entries.length === 0 ? (
          <Notice tone="info">{t.empty}</Notice>
        ) : (
          <PlainList as="ol" data-testid="audit-list">
            {entries.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </PlainList>
        )}
      </PagedView>
    </section>
  );
}
