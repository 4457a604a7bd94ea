import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload.ts';
import { BootSplash } from '../../components/boot-splash.tsx';
import { NestedErrorBoundary } from '../app-error-boundary.tsx';
import { ErrorScreen } from './error-screen.tsx';

/** The router's error element: the error page, or a reload when a chunk of an older deploy is gone. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForChunkError()) return <BootSplash />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <NestedErrorBoundary>
      <ErrorScreen notFound={notFound} />
    </NestedErrorBoundary>
  );
}
