import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle';

/**
 * A screen the signed-in account may not use, shown instead of it: its title and the same refusal a
 * screen's refused load shows (no Retry: asking again changes nothing), without asking the server.
 */
export function NoAccess({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle titleKey={titleKey} />
      <Alert type="warning" showIcon data-testid="no-access" title={t('errors.codes.FORBIDDEN')} />
    </>
  );
}
