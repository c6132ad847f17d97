import { PageTitle } from '@fleetkey/web-kit';
import { RuleActionList } from '../features/rules/RuleActionList';

/** /Home/RuleActions: what rules run when they fire, each with a test send. */
export default function RuleActionsPage() {
  return (
    <>
      <PageTitle titleKey="routes.ruleActions" />
      <RuleActionList />
    </>
  );
}
