import { type AbsoluteRoute, AbsoluteRoutes, SectionNotFound } from '@kanat/shared/ui';
import { ConsoleLayout } from '../layout/console-layout';
import { CONSOLE_ROOT } from '../layout/console-sections';
import { StaffGate } from '../layout/staff-gate';

const routes: AbsoluteRoute[] = [
  {
    path: `${CONSOLE_ROOT}/*`,
    element: (
      <StaffGate>
        <ConsoleLayout />
      </StaffGate>
    ),
  },
  { path: '*', element: <SectionNotFound /> },
];

/** The operations console at /yonetim, for staff. */
export default function AdminRoutes() {
  return (
    <div data-testid="mf-admin-routes" data-release={__KM_RELEASE__}>
      <AbsoluteRoutes routes={routes} />
    </div>
  );
}
