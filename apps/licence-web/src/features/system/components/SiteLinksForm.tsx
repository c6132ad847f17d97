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
      {LINK_FIELDS.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`system.config.links.${name}`)}
          extra={t(`system.config.links.${name}Hint`)}
          rules={[zodRule(fields[name], linkText)]}
        >
          <Input maxLength={SITE_LINK_MAX} data-testid={`links-${name}`} />
        </Form.Item>
      ))}
      <Form.Item
        name="supportEmail"
        label={t('system.config.links.supportEmail')}
        rules={[zodRule(fields.supportEmail, t)]}
      >
        <Input maxLength={SITE_LINK_MAX} data-testid="links-supportEmail" />
      </Form.Item>
      <Form.Item
        name="supportHotline"
        label={t('system.config.links.supportHotline')}
        rules={[zodRule(fields.supportHotline, t)]}
      >
        <Input maxLength={SUPPORT_HOTLINE_MAX} data-testid="links-supportHotline" />
      </Form.Item>
      <Form.Item
        name="salesContact"
        label={t('system.config.links.salesContact')}
        extra={t('system.config.links.salesContactHint')}
        rules={[zodRule(fields.salesContact, t)]}
      >
        <Input maxLength={SALES_CONTACT_MAX} data-testid="links-salesContact" />
      </Form.Item>
    </ConfigForm>
  );
}
