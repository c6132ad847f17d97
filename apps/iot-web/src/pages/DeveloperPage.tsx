import { PageTitle } from '@fleetkey/web-kit';
import { DeveloperReference } from '../features/developer/DeveloperReference';

/** /Home/Developer: the API reference (object schemas, error codes, LoRa session fields). */
export default function DeveloperPage() {
  return (
    <>
      <PageTitle titleKey="routes.developer" />
      <DeveloperReference />
    </>
  );
}
