import { PageTitle } from '@fleetkey/web-kit';
import { AlarmList } from '../features/rules/AlarmList';

/** /Home/Alarms: alarm records, acknowledged and cleared here. */
export default function AlarmsPage() {
  return (
    <>
      <PageTitle titleKey="routes.alarms" />
      <AlarmList />
    </>
  );
}
