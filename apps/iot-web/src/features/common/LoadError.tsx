import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './hooks/use-error-text';

/** A list or panel that failed to load: what went wrong and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert
      type="error"
      showIcon
      data-testid="load-error"
      title={errorText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    />
  );
}
