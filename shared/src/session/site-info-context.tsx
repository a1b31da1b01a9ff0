import { fetchSiteInfo, initialSiteInfo, type SiteInfo } from '@kanat/shared/api';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

export interface SiteInfoValue {
  info: SiteInfo | null;
  status: 'loading' | 'ready' | 'failed';
}

const SiteInfoContext = createContext<SiteInfoValue>({ info: null, status: 'loading' });

/**
 * Loads the site information once when mounted (the shell mounts it once). A failure was
 * already logged by fetchSiteInfo; the site carries on without the configured texts.
 */
export function SiteInfoProvider(props: {
  children: ReactNode;
  /** Replaces the network load, e.g. for a remote running alone. */
  load?: () => Promise<SiteInfo>;
}) {
  const { load = fetchSiteInfo } = props;
  // The page the server sent may carry it: then the first render has it, with no round trip.
  const [value, setValue] = useState<SiteInfoValue>(() => {
    const initial = props.load ? null : initialSiteInfo();
    return initial ? { info: initial, status: 'ready' } : { info: null, status: 'loading' };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once at start by design
  useEffect(() => {
    if (value.status === 'ready') return undefined;
    let live = true;
    load().then(
      (info) => live && setValue({ info, status: 'ready' }),
      () => live && setValue({ info: null, status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  return <SiteInfoContext.Provider value={value}>{props.children}</SiteInfoContext.Provider>;
}

export function useSiteInfo(): SiteInfoValue {
  return useContext(SiteInfoContext);
}
