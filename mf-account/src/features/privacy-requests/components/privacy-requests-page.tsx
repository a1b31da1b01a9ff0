import { serverMessage } from '@kanat/shared/api';
import { toast } from '@kanat/shared/events';
import { formatDate } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { privacyRequests as texts } from '@kanat/shared/i18n/lazy';
import {
  checkedPrivacyRequestText,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_TEXT_MAX,
  type PrivacyRequestKind,
  type PrivacyRequestState,
} from '@kanat/shared/rules';
import { useSession } from '@kanat/shared/session';
import { Button, PlainList } from '@kanat/shared/ui';
import { Select, TextArea } from '@kanat/shared/ui/controls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { FormAlert } from '../../../components/form-page';
import { QueryState } from '../../../components/query-state';
import {
  getMyPrivacyRequests,
  type PrivacyRequestView,
  submitPrivacyRequest,
} from '../api/privacy-requests';

/** The longest text, as the page writes it: '2.000'. */
const MAX = PRIVACY_REQUEST_TEXT_MAX.toLocaleString('tr-TR');

const KIND_OPTIONS = PRIVACY_REQUEST_KINDS.map((kind) => ({
  value: kind,
  label: texts.kinds[kind],
}));

const stateColor: Record<PrivacyRequestState, 'accentStrong' | 'success' | 'danger'> = {
  open: 'accentStrong',
  answered: 'success',
  rejected: 'danger',
};

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  line-height: 1.6;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0 0 ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md}px;
    color: ${({ theme }) => theme.colors.brand};
  }
  button {
    align-self: flex-start;
  }
`;

const ListTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.typography.size.md}px;
  color: ${({ theme }) => theme.colors.brand};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md}px;
  }
`;

const State = styled.strong<{ $color: 'accentStrong' | 'success' | 'danger' }>`
  color: ${({ theme, $color }) => theme.colors[$color]};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const Dates = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.md}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xxs}px;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A text written by a person: its line breaks kept, a long word broken at the edge. */
const Written = styled.div`
  h5 {
    margin: 0 0 ${({ theme }) => theme.space.xxs}px;
    font-size: ${({ theme }) => theme.typography.size.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0;
    line-height: 1.6;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Answer = styled(Written)`
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border-left: 4px solid ${({ theme }) => theme.colors.teal};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

function RequestItem({ request }: { request: PrivacyRequestView }) {
  const kindId = useId();
  return (
    <Item data-testid="privacy-request" data-state={request.state} aria-labelledby={kindId}>
      <Head>
        <h4 id={kindId}>{texts.kinds[request.kind]}</h4>
        <State $color={stateColor[request.state]} data-testid="privacy-request-state">
          {texts.states[request.state]}
        </State>
      </Head>
      <Dates>
        <div>
          <dt>{texts.createdAt}</dt>
          <dd>{formatDate(request.createdAt)}</dd>
        </div>
        <div>
          <dt>{texts.dueAt}</dt>
          <dd>{formatDate(request.dueAt)}</dd>
        </div>
        {request.answeredAt !== null && (
          <div>
            <dt>{texts.answeredAt}</dt>
            <dd>{formatDate(request.answeredAt)}</dd>
          </div>
        )}
      </Dates>
      <Written>
        <h5>{texts.detailsLabel}</h5>
        <p data-testid="privacy-request-details">{request.details}</p>
      </Written>
      {request.answer !== null && (
        <Answer data-testid="privacy-request-answer">
          <h5>{texts.answer}</h5>
          <p>{request.answer}</p>
        </Answer>
      )}
    </Item>
  );
}

function RequestForm({ queryKey }: { queryKey: readonly unknown[] }) {
  const client = useQueryClient();
  const titleId = useId();
  const [kind, setKind] = useState<PrivacyRequestKind>(PRIVACY_REQUEST_KINDS[0]);
  const [details, setDetails] = useState('');
  const [detailsError, setDetailsError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: submitPrivacyRequest,
    onSuccess: async (request) => {
      toast(fill(texts.submitted, { due: formatDate(request.dueAt) }), 'green');
      setKind(PRIVACY_REQUEST_KINDS[0]);
      setDetails('');
      await client.invalidateQueries({ queryKey });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const text = checkedPrivacyRequestText(details);
    if (text === null) {
      setDetailsError(fill(texts.detailsEmpty, { max: MAX }));
      return;
    }
    setDetailsError(null);
    send.mutate({ kind, details: text });
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={titleId} data-testid="privacy-request-form">
      <h3 id={titleId}>{texts.formTitle}</h3>
      <Select
        label={texts.kindLabel}
        name="kind"
        options={KIND_OPTIONS}
        value={kind}
        disabled={send.isPending}
        onChange={(event) => setKind(event.target.value as PrivacyRequestKind)}
      />
      <TextArea
        label={texts.detailsLabel}
        name="details"
        rows={5}
        maxLength={PRIVACY_REQUEST_TEXT_MAX}
        required
        value={details}
        readOnly={send.isPending}
        error={detailsError}
        hint={`${fill(texts.detailsHint, { max: MAX })} ${fill(texts.detailsCount, {
          count: details.length.toLocaleString('tr-TR'),
          max: MAX,
        })}`}
        onChange={(event) => {
          setDetails(event.target.value);
          if (detailsError !== null) setDetailsError(null);
        }}
      />
      <FormAlert data-testid="privacy-request-error">
        {send.isError ? serverMessage(send.error, messages.common.networkError) : null}
      </FormAlert>
      <Button
        type="submit"
        $variant="primary"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
      >
        {texts.submit}
      </Button>
    </Form>
  );
}

/**
 * /hesabim/kvkk-basvurularim: the member's applications under KVKK md. 11 and 13 for what the
 * site does not let them do alone (a correction, an objection, …): the form for a new one and
 * every one sent, with its due day and the answer once given.
 */
export function PrivacyRequestsPage() {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  // Private: cached per account.
  const queryKey = ['account', 'privacy-requests', uid] as const;
  const query = useQuery({ queryKey, queryFn: getMyPrivacyRequests, enabled: uid !== null });
  const listId = useId();
  return (
    <div data-testid="privacy-requests-page">
      <Text>{texts.intro}</Text>
      <RequestForm queryKey={queryKey} />
      <section aria-labelledby={listId}>
        <ListTitle id={listId}>{texts.listTitle}</ListTitle>
        <QueryState
          query={query}
          loadFailed={texts.loadFailed}
          errorTestId="privacy-requests-error"
        >
          {(requests) =>
            requests.length === 0 ? (
              <Muted data-testid="privacy-requests-none">{texts.none}</Muted>
            ) : (
              <PlainList data-testid="privacy-requests-list">
                {requests.map((request) => (
                  <RequestItem key={request.id} request={request} />
                ))}
              </PlainList>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
