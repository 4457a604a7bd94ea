import { Suspense } from 'react';
import { BootSplash } from '../components/boot-splash.tsx';
import RoutedApp from './routed-app.tsx';
import { Themed } from './themed.tsx';

/** The routed app (layouts, drawer, screens) in MUI's theme: loaded after the login or a public path (ADR 073). */
export default function SignedInApp() {
  return (
    <Themed>
      <Suspense fallback={<BootSplash />}>
        <RoutedApp />
      </Suspense>
    </Themed>
  );
}
