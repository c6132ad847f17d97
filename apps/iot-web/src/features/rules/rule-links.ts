/** The address query naming the rule whose editor is open on the Rules screen. */
export const RULE_QUERY = 'rule';

/** The Rules screen with one rule's editor open. */
export const ruleLink = (id: string) => `/Home/Rules?${RULE_QUERY}=${encodeURIComponent(id)}`;

/** The alarm records screen. */
export const ALARMS_PATH = '/Home/Alarms';

/** The rule actions screen. */
export const RULE_ACTIONS_PATH = '/Home/RuleActions';
