import { PageTitle } from '@fleetkey/web-kit';
import { RegisterList } from '../features/guests/RegisterList';

/** /Home/RegisterList/RegisterList: the administrators' list of registered users. */
export default function RegisterListPage() {
  return (
    <>
      <PageTitle titleKey="routes.registerList" />
      <RegisterList />
    </>
  );
}
