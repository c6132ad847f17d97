import { PageTitle } from '@fleetkey/web-kit';
import { RuleList } from '../features/rules/RuleList';

/** /Home/Rules: the rules, their switches and the rule editor. */
export default function RulesPage() {
  return (
    <>
      <PageTitle titleKey="routes.rules" />
      <RuleList />
    </>
  );
}
