import { padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { errorText, PageHeader } from '../../../ui';
import { getPigeon } from '../api/get-pigeon';
import { PIGEONS_ROOT } from '../paths';
import { PedigreeEditor } from './pedigree-editor';
import { PigeonForm } from './pigeon-form';
import { RaceResultsEditor } from './race-results-editor';
import { VideosEditor } from './videos-editor';

const texts = messages.adminPigeons.form;

const back = { to: PIGEONS_ROOT, label: texts.back };

/** `guvercinler/yeni`: a new pigeon. */
export function NewPigeonPage() {
  return (
    <section>
      <PageHeader title={texts.newTitle} back={back} />
      <PigeonForm pigeon={null} />
    </section>
  );
}

/** `guvercinler/:id`: edit a pigeon. */
export function EditPigeonPage() {
  const { id = '' } = useParams();
  const pigeonId = Number(id);
  const query = useQuery({
    queryKey: ['admin', 'pigeon', pigeonId],
    queryFn: () => getPigeon(pigeonId),
    enabled: Number.isInteger(pigeonId) && pigeonId > 0,
  });
  if (!Number.isInteger(pigeonId) || pigeonId <= 0) {
    return <ErrorState title={texts.notFound} />;
  }
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <ErrorState
        title={texts.loadFailed}
        description={errorText(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const pigeon = query.data;
  return (
    <section>
      <PageHeader
        title={fill(texts.editTitle, { serial: padSerial(pigeon.serial) })}
        description={
          pigeon.pedigree ? (
            <a href={pigeon.pedigree.url} target="_blank" rel="noopener noreferrer">
              {texts.pedigreeOpen}
            </a>
          ) : undefined
        }
        back={back}
      />
      <PigeonForm key={pigeon.updatedAt} pigeon={pigeon} />
      <RaceResultsEditor key={pigeon.id} pigeon={pigeon} />
      <PedigreeEditor key={`pedigree-${pigeon.id}`} pigeon={pigeon} />
      <VideosEditor key={`videos-${pigeon.id}`} pigeon={pigeon} />
    </section>
  );
}
