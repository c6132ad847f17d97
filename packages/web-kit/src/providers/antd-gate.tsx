import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../ui/controls';
import { LightRoot } from '../ui/LightRoot';
import { AntdLoadedContext } from './antd-loaded';

const WantAntdContext = createContext<(() => void) | null>(null);

const AntdProviders = lazy(() => import('./AntdProviders'));

function Waiting() {
  return (
    <LightRoot style={{ display: 'flex', justifyContent: 'center', padding: '30vh 0', minHeight: '100vh' }}>
      <Spinner large />
    </LightRoot>
  );
}

/**
 * Holds antd back until a screen needs it (`RequireAntd`), then keeps it around everything for the rest
 * of the visit: a toast shown just before going back to the sign-in page stays on screen, and antd is
 * not loaded or set up again. The switch remounts what is shown, which only happens as a screen changes.
 */
export function AntdGate({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  return (
    <WantAntdContext.Provider value={want}>
      {wanted ? (
        <Suspense fallback={<Waiting />}>
          <AntdProviders>{children}</AntdProviders>
        </Suspense>
      ) : (
        children
      )}
    </WantAntdContext.Provider>
  );
}

/**
 * Shows `children` (as a layout route: the child route) inside antd's providers, loading them first
 * (`fallback` meanwhile, a page spinner unless told) if need be.
 */
export function RequireAntd({
  children = <Outlet />,
  fallback = <Waiting />,
}: {
  children?: ReactNode;
  fallback?: ReactNode;
}) {
  const loaded = useContext(AntdLoadedContext);
  const want = useContext(WantAntdContext);
  if (!loaded && !want) throw new Error('RequireAntd is used outside <ConsoleProviders>');
  useEffect(() => {
    if (!loaded) want?.();
  }, [loaded, want]);
  return loaded ? children : fallback;
}
