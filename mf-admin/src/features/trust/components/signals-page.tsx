import { messages } from '@kanat/shared/i18n/full';
import { ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { Tabs } from '@kanat/shared/ui/tabs';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { errorText, PageHeader } from '../../../ui';
import { listTrustSignals } from '../api/list-trust-signals';
import { trustKeys } from '../trust-paths';
import { SignalTable } from './signal-table';

const texts = messages.adminTrust;

type Show = 'open' | 'all';

function SignalList({ show }: { show: Show }) {
  const query = useQuery({
    queryKey: trustKeys.signals(show),
    queryFn: () => listTrustSignals({ show }),
  });
  if (query.isError) {
    return (
      <ErrorState
        title={texts.loadFailed}
        description={errorText(query.error, '') || undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) return <LoadingBlock />;
  return (
    <SignalTable
      caption={`${texts.title}: ${show === 'open' ? texts.showOpen : texts.showAll}`}
      signals={query.data.signals}
      data-testid="trust-signals"
    />
  );
}

/** The tabs as the URL names them (`?sekme=tum`), so a reload or a link keeps the tab. */
const ALL_TAB = 'tum';

/**
 * /yonetim/guven-sinyalleri: the signals of shill bidding (issue 35) with their evidence, those
 * not yet reviewed first; 'Tümü' lists the reviewed ones too, with who marked them and why.
 */
export function SignalsPage() {
  const [params, setParams] = useSearchParams();
  const show: Show = params.get('sekme') === ALL_TAB ? 'all' : 'open';
  return (
    <section data-testid="admin-trust-signals">
      <PageHeader title={texts.title} description={texts.intro} />
      <Tabs
        label={texts.title}
        value={show}
        onChange={(id) => setParams(id === 'open' ? {} : { sekme: ALL_TAB }, { replace: true })}
        items={[
          {
            id: 'open',
            label: texts.showOpen,
            content: show === 'open' ? <SignalList show="open" /> : null,
          },
          {
            id: 'all',
            label: texts.showAll,
            content: show === 'all' ? <SignalList show="all" /> : null,
          },
        ]}
      />
    </section>
  );
}
