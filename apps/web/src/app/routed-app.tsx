import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ConfirmProvider } from '../components/confirm-dialog.tsx';
import { sessionEpoch } from '../lib/session.ts';
import { buildRoutes } from './router.tsx';

type Router = ReturnType<typeof createBrowserRouter>;
let current: { epoch: number; router: Router } | undefined;

/**
 * One router per session: after a logout the login screen rewrites the URL outside the router, so the next
 * login starts a fresh router from the address bar instead of the old router's stale location.
 */
function routerFor(epoch: number): Router {
  if (current?.epoch !== epoch) {
    current?.router.dispose();
    current = { epoch, router: createBrowserRouter(buildRoutes()) };
  }
  return current.router;
}

export default function RoutedApp() {
  return (
    <ConfirmProvider>
      <RouterProvider router={routerFor(sessionEpoch())} />
    </ConfirmProvider>
  );
}
