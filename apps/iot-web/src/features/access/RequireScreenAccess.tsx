import type { ReactNode } from 'react';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { meets, type ScreenNeed } from './iot-access';
import { useIotAccess } from './use-iot-access';

/** The screen when the signed-in user's access reaches it (or is unknown); otherwise a plain "no access" page. */
export function RequireScreenAccess({
  need,
  children,
}: {
  need: ScreenNeed | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { access, loading } = useIotAccess();
  if (need === undefined) return children;
  if (loading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  // Access that could not be read leaves the decision to the server, which refuses what is not granted.
  if (access && !meets(access, need))
    return (
      <Result
        status="403"
        title={t('access.deniedTitle')}
        subTitle={t('access.deniedHint')}
        data-testid="no-access"
      />
    );
  return children;
}
