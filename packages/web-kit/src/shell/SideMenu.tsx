import { useMemo, useState } from 'react';
import { Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HEADER_HEIGHT, SIDE_MENU_WIDTH } from '@fleetkey/contract';
import { findActiveEntry, flattenEntries } from './menu-model';
import type { MenuEntry } from './menu-model';

type MenuItem = Required<MenuProps>['items'][number];

// A label longer than the 220 px column ends in an ellipsis instead of running under the arrow.
const LABEL_STYLE = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export interface SideMenuProps {
  entries: readonly MenuEntry[];
  /** `vertical`: a 220 px column beside the page; `horizontal`: a top menu for the header row. */
  mode?: 'vertical' | 'horizontal';
}

/** The console menu: groups collapse, the highlighted item follows the current route. */
export function SideMenu({ entries, mode = 'vertical' }: SideMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const active = findActiveEntry(entries, pathname, search);
  const activeParents = active?.parents.join('/') ?? '';

  // Groups the user opened stay open; the group of the active item opens when the route enters it
  // (state adjusted during render, as React recommends, instead of an effect).
  const [openKeys, setOpenKeys] = useState<string[]>(() => active?.parents ?? []);
  const [seenParents, setSeenParents] = useState(activeParents);
  if (seenParents !== activeParents) {
    setSeenParents(activeParents);
    const missing = (active?.parents ?? []).filter((key) => !openKeys.includes(key));
    if (missing.length > 0) setOpenKeys([...openKeys, ...missing]);
  }

  const targets = useMemo(
    () => new Map(flattenEntries(entries).map((entry) => [entry.key, entry.to ?? ''])),
    [entries],
  );
  const items = useMemo(() => {
    const toItem = (entry: MenuEntry): MenuItem => ({
      key: entry.key,
      icon: entry.icon,
      label: (
        <span
          data-testid={`menu-${entry.key}`}
          title={t(entry.labelKey)}
          style={mode === 'vertical' ? LABEL_STYLE : undefined}
        >
          {t(entry.labelKey)}
        </span>
      ),
      children: entry.children?.map(toItem),
    });
    return entries.map(toItem);
  }, [entries, t, mode]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const to = targets.get(key);
    if (to) void navigate(to);
  };
  const selectedKeys = active ? [active.key] : [];

  if (mode === 'horizontal') {
    return (
      <div data-testid="side-menu" style={{ flex: 1, minWidth: 0, height: '100%' }}>
        <Menu
          mode="horizontal"
          items={items}
          selectedKeys={selectedKeys}
          onClick={onClick}
          style={{ height: HEADER_HEIGHT - 1, lineHeight: `${HEADER_HEIGHT - 1}px`, borderBottom: 0 }}
        />
      </div>
    );
  }
  return (
    <Layout.Sider
      data-testid="side-menu"
      width={SIDE_MENU_WIDTH}
      theme="light"
      style={{
        position: 'sticky',
        top: HEADER_HEIGHT,
        height: `calc(100vh - ${HEADER_HEIGHT}px)`,
        overflowY: 'auto',
        boxShadow: '1px 0 0 rgba(5, 5, 5, 0.06)',
      }}
    >
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selectedKeys}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        onClick={onClick}
        style={{ borderInlineEnd: 0, padding: '8px 0' }}
      />
    </Layout.Sider>
  );
}
