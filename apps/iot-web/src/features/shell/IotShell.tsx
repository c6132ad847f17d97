import { useState } from 'react';
import { AppFooter, ShellLayout, SideMenu, useTexts } from '@fleetkey/web-kit';
import { BUILD } from '../../app/build-info';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { IotHeader } from './IotHeader';
import { IOT_MENU } from './menu';
import { SettingsDialog } from './SettingsDialog';
import { useLayoutMode } from './use-layout-mode';

/** Layout of every /Home screen: header, menu (side column or top row), page, footer, settings. */
export default function IotShell() {
  // The screens' texts load with the shell, not with the sign-in page.
  useTexts({ zh, en });
  const [layout, setLayout] = useLayoutMode();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const horizontal = layout === 'horizontal';
  return (
    <>
      <ShellLayout
        header={
          <IotHeader
            menu={horizontal ? <SideMenu entries={IOT_MENU} mode="horizontal" /> : undefined}
            onOpenSettings={() => setSettingsOpen(true)}
          />
        }
        sideMenu={horizontal ? undefined : <SideMenu entries={IOT_MENU} />}
        footer={<AppFooter build={BUILD} showSupport />}
      />
      <SettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        layout={layout}
        onLayoutChange={setLayout}
      />
    </>
  );
}
