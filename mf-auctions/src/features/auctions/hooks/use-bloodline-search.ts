import { useDebouncedValue } from '@kanat/shared/ui/controls';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The bloodline searched for, in the address beside the time filter: a search can be linked to. */
export const BLOODLINE_PARAM = 'soy-hatti';
/** The list filter's limit (SearchText of the auctions list): a longer search would be refused. */
export const BLOODLINE_SEARCH_MAX = 100;

function fromAddress(params: URLSearchParams): string {
  return (params.get(BLOODLINE_PARAM) ?? '').trim().slice(0, BLOODLINE_SEARCH_MAX);
}

export interface BloodlineSearchState {
  text: string;
  setText: (text: string) => void;
  /** The bloodline to search for; '' for none. */
  bloodline: string;
  /** Searches for what is typed at once (the field's Enter). */
  searchNow: () => void;
}

/**
 * The bloodline search of a list page: what is typed, and the bloodline the list asks for,
 * kept in the `soy-hatti` query parameter once typing stops (SPEC §9's search delay). The
 * address leads: a link or the back button that changes it changes the field too.
 */
export function useBloodlineSearch(): BloodlineSearchState {
  const [params, setParams] = useSearchParams();
  const bloodline = fromAddress(params);
  const [text, setText] = useState(bloodline);
  const settled = useDebouncedValue(text.trim());

  const write = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '') updated.delete(BLOODLINE_PARAM);
        else updated.set(BLOODLINE_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  };

  // The address changed from elsewhere (not to what was typed): the field shows it.
  const [seen, setSeen] = useState(bloodline);
  if (seen !== bloodline) {
    setSeen(bloodline);
    if (bloodline !== settled) setText(bloodline);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: written when the typing settles, not when the address changes
  useEffect(() => {
    if (settled !== bloodline) write(settled);
  }, [settled]);

  return {
    text,
    setText,
    bloodline,
    searchNow: () => {
      const now = text.trim();
      if (now !== bloodline) write(now);
    },
  };
}
