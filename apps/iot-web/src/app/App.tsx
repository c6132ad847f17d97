import { BrowserRouter } from 'react-router';
import { IotProviders } from './providers';
import { IotRouter } from './router';

/** The IoT console, served under `/iot/`. */
export function App() {
  return (
    <BrowserRouter basename="/iot">
      <IotProviders>
        <IotRouter />
      </IotProviders>
    </BrowserRouter>
  );
}
