import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './query-client';

export interface QueryProviderProps {
  children: ReactNode;
  /** A client made elsewhere (tests); by default one is made for this provider's lifetime. */
  client?: QueryClient;
}

/**
 * Mounted once by the shell (and by a remote running alone): every app's queries share its
 * cache, since `@tanstack/react-query` is a federation singleton.
 */
export function QueryProvider({ children, client }: QueryProviderProps) {
  const [own] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
