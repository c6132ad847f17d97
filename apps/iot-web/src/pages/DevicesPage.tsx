import { PageTitle } from '@fleetkey/web-kit';
import { useSearchParams } from 'react-router';
import { DeviceDetail } from '../features/devices/DeviceDetail';
import { DeviceList } from '../features/devices/DeviceList';

/** /Home/Devices: the device list; `?devid=` shows one device's detail (the menu keeps "Devices" lit). */
export default function DevicesPage() {
  const [params] = useSearchParams();
  const devid = params.get('devid');
  return (
    <>
      <PageTitle titleKey="routes.devices" />
      {devid ? <DeviceDetail key={devid} devid={devid} /> : <DeviceList />}
    </>
  );
}
