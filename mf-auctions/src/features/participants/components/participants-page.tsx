import { messages, pageTitle } from '@kanat/shared/i18n';
import { useSiteInfo } from '@kanat/shared/session';
import { PageSection, PageTitle, useDocumentTitle } from '@kanat/shared/ui';
import { useMemo, useState } from 'react';
import {
  emptyParticipantsForm,
  ParticipantsFilterForm,
  type ParticipantsFormValues,
  toPigeonFilters,
} from './participants-filter-form';
import { ParticipantsTable } from './participants-table';

/**
 * /katilimcilar. Site info's users_page_start_serial is where the list starts by default,
 * so the first request waits for site info.
 */
export function ParticipantsPage() {
  const site = useSiteInfo();
  const startSerial = (site.info?.users_page_start_serial ?? '').replace(/\D/g, '');
  const initial = useMemo<ParticipantsFormValues>(
    () => ({ ...emptyParticipantsForm, serialFrom: startSerial }),
    [startSerial],
  );
  const [search, setSearch] = useState<ParticipantsFormValues | null>(null);
  const filters = useMemo(() => toPigeonFilters(search ?? initial), [search, initial]);
  const ready = site.status !== 'loading';
  useDocumentTitle(pageTitle(messages.nav.participants));
  return (
    <PageSection data-testid="participants-page">
      <PageTitle>{messages.participants.title}</PageTitle>
      {ready ? <ParticipantsFilterForm initial={initial} onSearch={setSearch} /> : null}
      <ParticipantsTable filters={filters} enabled={ready} />
    </PageSection>
  );
}
