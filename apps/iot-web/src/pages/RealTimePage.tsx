import { PageLoading, PageTitle } from '@fleetkey/web-kit';
import { useSearchParams } from 'react-router';
import { usePresetDevice } from '../features/common/hooks/usePresetDevice';
import { RealTime } from '../features/realtime/RealTime';

/** /Home/RealTime: live data of a chosen device (`?devid=` chooses it beforehand). */
export default function RealTimePage() {
  const [params] = useSearchParams();
  const preset = usePresetDevice(params.get('devid'));
  return (
    <>
      <PageTitle titleKey="routes.realTime" />
      {preset.loading ? <PageLoading /> : <RealTime initialDevice={preset.device} />}
    </>
  );
}
