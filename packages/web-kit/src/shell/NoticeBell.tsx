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
}

/** Message bell with a count badge and a popover listing the latest notices. */
export function NoticeBell({ count, items, viewAllTo }: NoticeBellProps) {
  const { t } = useTranslation();
  const content = (
    <div style={{ width: 300 }} data-testid="notice-list">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.noNotices')} />
      ) : (
        <List
          size="small"
          dataSource={[...items]}
          renderItem={(item) => (
            <List.Item key={item.id}>
              <List.Item.Meta title={item.title} description={item.time} />
            </List.Item>
          )}
        />
      )}
      {viewAllTo && (
        <div style={{ textAlign: 'center', borderTop: '1px solid rgba(5, 5, 5, 0.06)', paddingTop: 8 }}>
          <Link to={viewAllTo}>{t('shell.viewAll')}</Link>
        </div>
      )}
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={<Typography.Text strong>{t('shell.notices')}</Typography.Text>}
      content={content}
    >
      <Button type="text" aria-label={t('shell.notices')} data-testid="notice-bell">
        <Badge count={count} size="small" showZero={false} offset={[2, -2]}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
