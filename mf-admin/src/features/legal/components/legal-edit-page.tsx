import type { LegalTextVersion } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  isLegalKind,
  LEGAL_PAGE_PATHS,
  LEGAL_TITLE_MAX,
  type LegalKind,
} from '@kanat/shared/rules';
import { AnchorButton, Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { SafeHtml } from '@kanat/shared/ui/html';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonRow, FormSection, Notice, notify, PageHeader, usePendingAction } from '../../../ui';
import { RichTextEditor } from '../../../ui/rich-text';
import { publishLegalText } from '../api/legal-texts';
import { LEGAL_TEXTS_KEY, useLegalTexts } from './use-legal-texts';

const texts = messages.adminLegal;

const History = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;

  details {
    padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

function versionLabel(version: LegalTextVersion): string {
  return `${texts.version} ${version.version} · ${formatDateTime(version.createdAt)} · ${version.title}`;
}

/** The form that publishes a new version, started from the version in force. */
function PublishForm({ kind, current }: { kind: LegalKind; current: LegalTextVersion | null }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(current?.title ?? texts.kinds[kind]);
  const [html, setHtml] = useState(current?.html ?? '');
  const publish = usePendingAction();

  const submit = async () => {
    let published: LegalTextVersion | null = null;
    const done = await publish.run(async () => {
      published = await publishLegalText({ kind, title, html });
    });
    if (!done || published === null) return;
    notify.success(
      fill(texts.published, { version: String((published as LegalTextVersion).version) }),
    );
    await queryClient.invalidateQueries({ queryKey: LEGAL_TEXTS_KEY });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="legal-form"
    >
      <FormSection title={texts.edit}>
        <TextField
          label={texts.titleLabel}
          maxLength={LEGAL_TITLE_MAX}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <RichTextEditor label={texts.htmlLabel} value={html} onChange={setHtml} />
        {publish.error ? <Notice tone="error">{publish.error}</Notice> : null}
        <ButtonRow>
          <Button type="submit" disabled={publish.pending} aria-busy={publish.pending}>
            {texts.publish}
          </Button>
        </ButtonRow>
      </FormSection>
    </form>
  );
}

/** /yonetim/yasal-metinler/:kind: publish a new version; older versions stay readable. */
export function LegalEditPage() {
  const { kind = '' } = useParams();
  const query = useLegalTexts();
  if (!isLegalKind(kind)) return <ErrorState title={texts.loadFailed} />;
  if (query.isError) {
    return <ErrorState title={texts.loadFailed} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <LoadingBlock />;
  const versions = query.data.kinds.find((entry) => entry.kind === kind)?.versions ?? [];
  const [current = null, ...older] = versions;
  return (
    <section>
      <PageHeader
        back={{ to: '..', label: texts.back }}
        title={texts.kinds[kind]}
        description={current ? versionLabel(current) : texts.none}
        actions={
          <AnchorButton
            $variant="secondary"
            href={LEGAL_PAGE_PATHS[kind]}
            target="_blank"
            rel="noopener"
          >
            {texts.kinds[kind]}
          </AnchorButton>
        }
      />
      {/* Keyed by the version in force: a publication starts the next edit from it. */}
      <PublishForm key={current?.version ?? 0} kind={kind} current={current} />
      <FormSection title={texts.history}>
        <History data-testid="legal-history">
          {older.length === 0 ? <p>{texts.none}</p> : null}
          {older.map((version) => (
            <details key={version.version}>
              <summary>{versionLabel(version)}</summary>
              <SafeHtml html={version.html} title={version.title} />
            </details>
          ))}
        </History>
      </FormSection>
    </section>
  );
}
