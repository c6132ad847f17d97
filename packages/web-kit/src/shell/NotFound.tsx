import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConsole } from '../providers/console-context';
import { PageTitle } from './PageTitle';

/** The in-app 404 page for unknown paths. */
export function NotFound() {
  const { t } = useTranslation();
  const { homePath } = useConsole();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle titleKey="page.notFound" />
      <Result
        status="404"
        title="404"
        subTitle={t('page.notFoundHint')}
        extra={
          <Button type="primary" onClick={() => void navigate(homePath)}>
            {t('page.backHome')}
          </Button>
        }
      />
    </>
  );
}
