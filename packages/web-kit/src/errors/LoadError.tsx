import { ApiError } from '@fleetkey/api-client';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './use-error-text';

/** A list or panel that failed to load: what went wrong, and a retry button unless a retry cannot help. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText()(error);
  // A refusal (no permission, no such thing) is the same on a retry: offering one would only disappoint.
  const lasting = error instanceof ApiError && (error.status === 403 || error.status === 404);
  return (
    <Alert
      type={lasting ? 'warning' : 'error'}
      showIcon
      data-testid="load-error"
      title={text}
      action={
        lasting ? undefined : (
          <Button size="small" onClick={onRetry} data-testid="load-error-retry">
            {t('common.retry')}
          </Button>
        )
      }
    />
  );
}

/** A query's load failure, if any, with a retry of the query. */
export function QueryError({
  query,
}: {
  query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
}) {
  return query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null;
}
