import { useState, type ReactNode } from 'react';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One notice in the bell's list. */
export interface NoticeItem {
  id: string;
  title: string;
  time: string;
}

export interface NoticeBellProps {
  /** Unread count shown on the badge. */
  count: number;
  items: readonly NoticeItem[];
  /** "View all" link target (the message centre). */
  viewAllTo?: string;
  /** "View all" as an action instead of a link (a console whose messages open in a drawer). */
  onViewAll?: () => void;
  /** Opens one notice; without it the notices are plain text. */
  onOpen?: (id: string) => void;
  /** The popover's title and the button's label (default: notices). */
  title?: string;
  /** What the empty popover says (default: no notices). */
  emptyText?: string;
  /** The button's icon (default: a bell). */
  icon?: ReactNode;
  /** The button's test id (default `notice-bell`); its list and items are named after it without `-bell`. */
  testId?: string;
}

/** Message bell with a count badge and a popover listing the latest notices. */
export function NoticeBell({
  count,
  items,
  viewAllTo,
  onViewAll,
  onOpen,
  title,
  emptyText,
  icon,
  testId = 'notice-bell',
}: NoticeBellProps) {
  const { t } = useTranslation();
  // `notice-bell` → `notice-list`, `notice-item`, `notice-view-all`; `alarm-bell` → `alarm-list` ….
  const prefix = testId.replace(/-bell$/, '');
  const ids = { list: `${prefix}-list`, item: `${prefix}-item`, viewAll: `${prefix}-view-all` };
  const [open, setOpen] = useState(false);
  // An action closes the popover first, so the drawer or dialog it opens is not covered by it.
  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const content = (
    <div style={{ width: 300 }} data-testid={ids.list}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('shell.noNotices')} />
      ) : (
        <List
          size="small"
          dataSource={[...items]}
          renderItem={(item) => (
            <List.Item key={item.id}>
              <List.Item.Meta
                title={
                  onOpen ? (
                    <Typography.Link onClick={act(() => onOpen(item.id))} data-testid={ids.item}>
                      {item.title}
                    </Typography.Link>
                  ) : (
                    item.title
                  )
                }
                description={item.time}
              />
            </List.Item>
          )}
        />
      )}
      {(viewAllTo || onViewAll) && (
        <div style={{ textAlign: 'center', borderTop: '1px solid rgba(5, 5, 5, 0.06)', paddingTop: 8 }}>
          {onViewAll ? (
            <Typography.Link onClick={act(onViewAll)} data-testid={ids.viewAll}>
              {t('shell.viewAll')}
            </Typography.Link>
          ) : (
            <Link to={viewAllTo ?? '/'}>{t('shell.viewAll')}</Link>
          )}
        </div>
      )}
    </div>
  );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={<Typography.Text strong>{title ?? t('shell.notices')}</Typography.Text>}
      content={content}
    >
      <Button type="text" aria-label={title ?? t('shell.notices')} data-testid={testId}>
        <Badge count={count} size="small" showZero={false} offset={[2, -2]}>
          {icon ?? <BellOutlined style={{ fontSize: 16 }} />}
        </Badge>
      </Button>
    </Popover>
  );
}
