import { Form, Input } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { audienceIssue, parseAudience, type AudienceKind } from '../audience';

/** An antd rule that checks a typed list of mobiles or user ids (see audience.ts). */
function audienceRule(
  kind: Exclude<AudienceKind, 'all'>,
  t: (key: string, options: { list: string }) => string,
): RuleObject {
  return {
    validator: (_rule, value: unknown) => {
      const issue = audienceIssue(kind, typeof value === 'string' ? value : '');
      return issue
        ? Promise.reject(new Error(t(issue.key, { list: issue.entries?.join(', ') ?? '' })))
        : Promise.resolve();
    },
  };
}

/** The textarea of mobiles or user ids, one a line, with how many distinct entries it holds. */
export function AudienceField({
  name,
  kind,
  testId,
}: {
  name: string;
  kind: Exclude<AudienceKind, 'all'>;
  testId: string;
}) {
  const { t } = useTranslation();
  const text = Form.useWatch<string | undefined>(name) ?? '';
  return (
    <Form.Item
      name={name}
      label={t(`pushes.audience.${kind}`)}
      extra={t('pushes.audience.count', { count: parseAudience(text).length })}
      rules={[audienceRule(kind, t)]}
    >
      <Input.TextArea rows={5} placeholder={t(`pushes.audience.${kind}Placeholder`)} data-testid={testId} />
    </Form.Item>
  );
}
