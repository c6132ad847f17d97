import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SALES_CONTACT_MAX,
  SITE_LINK_MAX,
  siteLinksSchema,
  SUPPORT_HOTLINE_MAX,
  VALIDATION_MESSAGES as M,
  type SiteLinks,
} from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { useSaveSiteLinks } from '../hooks/useSysConfig';
import { ConfigForm } from './ConfigForm';

const fields = siteLinksSchema.shape;
const LINK_FIELDS = ['helpUrl', 'agreementUrl', 'privacyUrl', 'feedbackUrl', 'chatGroupUrl'] as const;
/** The fields in order: the longest text each takes, whether a hint stands under it, whether it is a link. */
const FIELDS: { name: keyof SiteLinks; max: number; hint: boolean; link: boolean }[] = [
  ...LINK_FIELDS.map((name) => ({ name, max: SITE_LINK_MAX, hint: true, link: true })),
  { name: 'supportEmail', max: SITE_LINK_MAX, hint: false, link: false },
  { name: 'supportHotline', max: SUPPORT_HOTLINE_MAX, hint: false, link: false },
  { name: 'salesContact', max: SALES_CONTACT_MAX, hint: true, link: false },
];

/**
 * The consoles' links and contacts (help, legal pages, feedback, chat-group QR, support, sales contact).
 * An empty field hides its link; only changed fields are sent, so the operation log names them.
 */
export function SiteLinksForm({ current, editable }: { current: SiteLinks; editable: boolean }) {
  const { t } = useTranslation();
  const save = useSaveSiteLinks();
  const linkText = (key: string) => t(key === M.websiteInvalid ? 'system.config.links.invalid' : key);
  const changesOf = (values: SiteLinks) =>
    Object.fromEntries(
      (Object.keys(values) as (keyof SiteLinks)[])
        .map((key) => [key, (values[key] ?? '').trim()] as const)
        .filter(([key, value]) => value !== current[key]),
    ) as Partial<SiteLinks>;

  return (
    <ConfigForm<SiteLinks>
      testPrefix="links"
      current={current}
      editable={editable}
      changesOf={changesOf}
      save={save}
      savedOf={(config) => config.links}
    >
      {FIELDS.map(({ name, max, hint, link }) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`system.config.links.${name}`)}
          extra={hint ? t(`system.config.links.${name}Hint`) : undefined}
          rules={[zodRule(fields[name], link ? linkText : t)]}
        >
          <Input maxLength={max} data-testid={`links-${name}`} />
        </Form.Item>
      ))}
    </ConfigForm>
  );
}
