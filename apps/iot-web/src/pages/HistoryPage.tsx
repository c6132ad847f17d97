import { PageLoading, PageTitle } from '@fleetkey/web-kit';
import { useSearchParams } from 'react-router';
import { usePresetDevice } from '../features/common/hooks/usePresetDevice';
import { History } from '../features/history/History';

/** /Home/History: a device's stored data over a range (`?devid=` chooses the device beforehand). */
export default function HistoryPage() {
  const [params] = useSearchParams();
  const preset = usePresetDevice(params.get('devid'));
  return (
    <>
      <PageTitle titleKey="routes.history" />
      {preset.loading ? <PageLoading /> : <History initialDevice={preset.device} />}
    </>
  );
}
