import type { ReactNode } from 'react';
import { Button, Flex, Modal, Segmented, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@fleetkey/contract';
import type { Language } from '@fleetkey/contract';
import { ThemeColorPicker, useConsole, useLanguage } from '@fleetkey/web-kit';
import type { LayoutMode } from './use-layout-mode';

export interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  layout: LayoutMode;
  onLayoutChange: (mode: LayoutMode) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={10}>
      <Typography.Text strong>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/**
 * System settings of iot-console.md §1/§2: theme colour, horizontal layout, language. Each choice applies
 * at once (and is remembered); OK (`theme-ok`) closes the dialog.
 */
export function SettingsDialog({ open, onClose, layout, onLayoutChange }: SettingsDialogProps) {
  const { t } = useTranslation();
  const { themeColor, setThemeColor } = useConsole();
  const { language, setLanguage } = useLanguage();
  return (
    <Modal
      open={open}
      title={t('shell.settings')}
      onCancel={onClose}
      width={420}
      footer={
        <Button type="primary" data-testid="theme-ok" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
    >
      <Flex vertical gap={24} style={{ padding: '8px 0' }} data-testid="settings-dialog">
        <Row label={t('theme.title')}>
          <ThemeColorPicker value={themeColor} onChange={setThemeColor} />
        </Row>
        <Row label={t('settings.horizontalLayout')}>
          <Flex align="center" gap={12}>
            <Switch
              data-testid="layout-horizontal"
              checked={layout === 'horizontal'}
              onChange={(on) => onLayoutChange(on ? 'horizontal' : 'vertical')}
            />
            <Typography.Text type="secondary">{t('settings.horizontalLayoutHint')}</Typography.Text>
          </Flex>
        </Row>
        <Row label={t('language.label')}>
          <Segmented<Language>
            data-testid="settings-language"
            value={language}
            onChange={setLanguage}
            options={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`, { lng: lang }) }))}
          />
        </Row>
      </Flex>
    </Modal>
  );
}
