import { useMemo, useState } from 'react';
import { App, Button, Flex, Input, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JsonTree } from './JsonTree';
import { childPath, entriesOf, isBranch, openForSearch, type Json } from './json-paths';

/** Every branch path of a value (for "expand all"). */
function allBranches(value: Json, path = '', into = new Set<string>()): Set<string> {
  for (const [key, child] of entriesOf(value)) {
    if (!isBranch(child)) continue;
    const here = childPath(path, key);
    into.add(here);
    allBranches(child, here, into);
  }
  return into;
}

/**
 * The node-info JSON viewer (licence-portal.md §2): a JSON value as foldable lines, a search that
 * highlights matching keys and values and unfolds the branches around them, expand/collapse all, and a
 * copy of the whole value as formatted JSON.
 */
export function JsonViewerDialog({
  title,
  value,
  onClose,
}: {
  title: string;
  value: Json;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Top-level lines show; deeper branches unfold on a click, on "expand all" or when a search hits them.
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const [search, setSearch] = useState('');
  const found = useMemo(() => openForSearch(value, search.trim()), [value, search]);

  const find = (text: string) => {
    setSearch(text);
    const hit = openForSearch(value, text.trim()).open;
    setOpen((current) => new Set([...current, ...hit]));
  };

  const toggle = (path: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(value, null, 2));
      void message.success(t('jsonViewer.copied'));
    } catch {
      void message.error(t('jsonViewer.copyFailed'));
    }
  };

  return (
    <Modal open title={title} width={720} footer={null} onCancel={onClose}>
      <Flex vertical gap={12} data-testid="json-viewer">
        <Flex gap={8} wrap align="center">
          <Input.Search
            allowClear
            placeholder={t('jsonViewer.search')}
            style={{ width: 240 }}
            onChange={(event) => find(event.target.value)}
            data-testid="json-viewer-search"
          />
          {search.trim() !== '' && (
            <Typography.Text type="secondary" data-testid="json-viewer-hits">
              {t('jsonViewer.hits', { count: found.count })}
            </Typography.Text>
          )}
          <Button size="small" onClick={() => setOpen(allBranches(value))} data-testid="json-viewer-expand">
            {t('jsonViewer.expandAll')}
          </Button>
          <Button size="small" onClick={() => setOpen(new Set())} data-testid="json-viewer-collapse">
            {t('jsonViewer.collapseAll')}
          </Button>
          <Button
            size="small"
            icon={<CopyOutlined />}
            onClick={() => void copy()}
            data-testid="json-viewer-copy"
          >
            {t('jsonViewer.copy')}
          </Button>
        </Flex>
        <div style={{ maxHeight: 480, overflow: 'auto', border: '1px solid #f0f0f0', padding: 8 }}>
          {entriesOf(value).length === 0 ? (
            <Typography.Text type="secondary">{t('jsonViewer.empty')}</Typography.Text>
          ) : (
            <JsonTree
              value={value}
              search={search.trim()}
              open={open}
              onToggle={toggle}
              count={(n) => t('jsonViewer.entries', { count: n })}
            />
          )}
        </div>
      </Flex>
    </Modal>
  );
}
