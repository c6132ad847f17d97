import { PageTitle } from '@fleetkey/web-kit';
import { MulticastList } from '../features/multicast/MulticastList';

/** /Home/Multicast: multicast groups, their members, commands to a group and LoRa sessions. */
export default function MulticastPage() {
  return (
    <>
      <PageTitle titleKey="routes.multicast" />
      <MulticastList />
    </>
  );
}
