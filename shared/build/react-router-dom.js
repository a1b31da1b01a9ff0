// What the apps use of react-router, and only that. Federation shares 'react-router-dom' as
// a singleton (one router context for the shell and every remote); a shared module is built
// whole, because the build cannot know which exports another app will ask for. Providing this
// list instead of the package lets webpack drop the rest of react-router (data routers, server
// rendering, cookies: 62 KB of 196 KB gzipped stays 20 KB). `library-subsets.test.ts`
// fails when an app imports a name that is missing here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  UNSAFE_RouteContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
