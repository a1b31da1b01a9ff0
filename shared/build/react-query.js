// What the apps use of TanStack Query, and only that. Federation shares '@tanstack/react-query'
// as a singleton (one query cache and one client context for the shell and every remote); a
// shared module is built whole, because the build cannot know which exports another app will
// ask for. Providing this list instead lets webpack drop the rest (suspense and prefetch hooks,
// hydration boundary, mutation state, streamed queries). `library-subsets.test.ts` fails
// when an app imports a name that is missing here. `react-query-whole` is the package itself
// (shared-modules.js, resolveAliases).
export {
  hashKey,
  hydrate,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from 'react-query-whole';
