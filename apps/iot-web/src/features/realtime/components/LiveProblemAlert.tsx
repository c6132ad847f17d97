import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIVE_CLOSE_CODES } from '@fleetkey/contract';
import { problemText, type LiveProblem } from '../live-problem';

/** Why the server refused the live feed or closed the socket, with a button to try again. */
export function LiveProblemAlert({ problem, onRetry }: { problem: LiveProblem; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = problemText(problem);
  // The client reconnects by itself after any close but a lost session; the rest need the user.
  const passing = problem.kind === 'closed' && problem.code !== LIVE_CLOSE_CODES.unauthorized;
  return (
    <Alert
      type={passing ? 'warning' : 'error'}
      showIcon
      title={t(text.key, text.values)}
      data-testid="realtime-problem"
      action={
        <Button size="small" onClick={onRetry} data-testid="realtime-retry">
          {t('common.retry')}
        </Button>
      }
    />
  );
}
