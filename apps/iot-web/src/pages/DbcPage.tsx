import { PageTitle } from '@fleetkey/web-kit';
import { DbcScreen } from '../features/dbc/DbcScreen';

/** /Home/Dbc: CAN databases — DBC files, decoding strategies and the decode tool. */
export default function DbcPage() {
  return (
    <>
      <PageTitle titleKey="routes.dbc" />
      <DbcScreen />
    </>
  );
}
