import { serverNow } from '@kanat/shared/api';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { slugOf, TIME_FILTER_PARAM, type TimeFilter, timeFilterFromSlug } from '../time-filters';

/**
 * The selected list filter, kept in the `durum` query parameter, and the server time it
 * was chosen at (the filters' time bounds are fixed then, so the list does not restart
 * every second).
 */
export function useTimeFilter(): {
  filter: TimeFilter;
  chosenAt: number;
  setFilter: (f: TimeFilter) => void;
} {
  const [params, setParams] = useSearchParams();
  const filter = timeFilterFromSlug(params.get(TIME_FILTER_PARAM));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the time is taken anew only when the filter changes
  const chosenAt = useMemo(() => serverNow(), [filter]);
  const setFilter = (next: TimeFilter) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete(TIME_FILTER_PARAM);
        else updated.set(TIME_FILTER_PARAM, slugOf(next));
        return updated;
      },
      { replace: true },
    );
  };
  return { filter, chosenAt, setFilter };
}
