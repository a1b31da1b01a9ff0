import { useRequest } from '../../../lib/use-request';
import { type ContainerRow, listContainers } from '../api/list-containers';

/** One group or archive container by id; ready with null when unknown. */
export function useContainer(id: string) {
  return useRequest<ContainerRow | null>(`container:${id}`, (signal) =>
    listContainers({ id }, { c: 1 }, signal).then((page) => page.r[0] ?? null),
  );
}
