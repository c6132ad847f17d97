import { PageTitle } from '@fleetkey/web-kit';
import { LogList } from '../features/logs/LogList';

/** /Home/Log/Log: the user's own operation log. */
export default function LogPage() {
  return (
    <>
      <PageTitle titleKey="routes.log" />
      <LogList />
    </>
  );
}
