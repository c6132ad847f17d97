import { PageTitle } from '@fleetkey/web-kit';
import { RuleLogList } from '../features/rules/RuleLogList';

/** /Home/RuleLogs: each rule run with its actions' outcomes. */
export default function RuleLogsPage() {
  return (
    <>
      <PageTitle titleKey="routes.ruleLogs" />
      <RuleLogList />
    </>
  );
}
