import { BrowserRouter } from 'react-router';
import { LicenceProviders } from './providers';
import { LicenceRouter } from './router';

/** The licence portal, served at `/`. */
export function App() {
  return (
    <BrowserRouter>
      <LicenceProviders>
        <LicenceRouter />
      </LicenceProviders>
    </BrowserRouter>
  );
}
