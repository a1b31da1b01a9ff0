import { fill, messages, pageTitle } from '@kanat/shared/i18n/full';
import { ErrorState, LoadingBlock, useDocumentTitle } from '@kanat/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import type { ConsoleSection } from './console-sections';

/**
 * One section's area, loaded on first visit. A failure (its chunk does not load, or it throws
 * while rendering) shows a Turkish error box in the content area only: the header, the
 * navigation and every other section keep working. Retry loads the area again.
 */
export function AreaSlot({ section }: { section: ConsoleSection }) {
  const { pathname } = useLocation();
  // React.lazy keeps a failed load for good, so a retry needs a fresh lazy component.
  const [Area, setArea] = useState(() => lazy(section.load));
  // Every page of a section bears the section's name: the areas' own pages set none.
  useDocumentTitle(pageTitle(fill(messages.adminConsole.pageName, { section: section.title })));
  return (
    <ErrorBoundary
      // Moving to another page of the area gives it a fresh try too.
      resetKeys={[pathname]}
      onReset={() => setArea(() => lazy(section.load))}
      onError={(error) => console.error(`[mf-admin] ${section.title} bölümü hata verdi`, error)}
      fallbackRender={({ resetErrorBoundary }) => (
        <ErrorState
          data-testid="area-error"
          title={fill(messages.adminConsole.areaFailed, { area: section.title })}
          description={messages.adminConsole.areaFailedHint}
          onRetry={resetErrorBoundary}
        />
      )}
    >
      <Suspense fallback={<LoadingBlock />}>
        <Area />
      </Suspense>
    </ErrorBoundary>
  );
}
