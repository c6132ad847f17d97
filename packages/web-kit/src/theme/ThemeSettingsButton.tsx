import { useState } from 'react';
import { Button, Flex, Popover, Typography } from 'antd';
import { BgColorsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from '../shell/HeaderAction';
import { useConsole } from '../providers/console-context';
import { ThemeColorPicker } from './ThemeColorPicker';

/**
 * Header item (`theme-settings`) opening the theme popover. A swatch applies and remembers the colour at
 * once (antd tokens, no stylesheet download); OK (`theme-ok`) closes the popover.
 */
export function ThemeSettingsButton() {
  const { t } = useTranslation();
  const { themeColor, setThemeColor } = useConsole();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('theme.title')}
      content={
        <Flex vertical gap={12} data-testid="theme-panel">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('theme.hint')}
          </Typography.Text>
          <ThemeColorPicker value={themeColor} onChange={setThemeColor} />
          <Flex justify="flex-end">
            <Button type="primary" size="small" data-testid="theme-ok" onClick={() => setOpen(false)}>
              {t('common.ok')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <HeaderAction icon={<BgColorsOutlined />} label={t('theme.title')} data-testid="theme-settings" />
    </Popover>
  );
}
