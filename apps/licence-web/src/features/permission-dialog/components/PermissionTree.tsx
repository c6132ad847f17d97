import type { Key, MouseEvent } from 'react';
import { Checkbox, Empty, Flex, Radio, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_PERMITS, type AdminPermit } from '@fleetkey/contract';
import { itemKey, withPermit, withTicked, type ChosenItems } from '../chosen-items';
import type { TreeLine, TreeSection } from '../tree-sections';

const sectionKey = (section: TreeSection) => `section/${section.key}`;
const lineKey = (section: TreeSection, line: TreeLine) =>
  section.fixed ? `fixed/${section.key}/${line.id}` : itemKey(line);

// A click on the permit buttons must not reach the tree, which would tick or untick the line.
const keepFromTree = (event: MouseEvent) => event.stopPropagation();

/**
 * One tab of the permission dialog: "select all" over the lines a role may carry, then a tree of groups
 * whose lines are ticked when the role carries the item, each with its read/write permit. A fixed group
 * (the default group) is shown unticked and disabled. `name` tells the tabs' test ids apart.
 */
export function PermissionTree({
  name,
  sections,
  chosen,
  readOnly,
  emptyText,
  onChange,
}: {
  name: string;
  sections: readonly TreeSection[];
  chosen: ChosenItems;
  readOnly: boolean;
  emptyText: string;
  onChange: (next: ChosenItems) => void;
}) {
  const { t } = useTranslation();
  if (sections.length === 0) {
    return <Empty description={emptyText} data-testid={`permission-empty-${name}`} />;
  }

  const lines = sections.filter((section) => !section.fixed).flatMap((section) => section.lines);
  const tickedCount = lines.filter((line) => chosen.has(itemKey(line))).length;
  const tick = (keys: readonly Key[]) => onChange(withTicked(chosen, lines, new Set(keys.map(String))));

  const lineTitle = (section: TreeSection, line: TreeLine) => {
    const item = chosen.get(itemKey(line));
    return (
      <Flex gap={8} align="center" wrap data-testid={`permission-line-${lineKey(section, line)}`}>
        <span>{line.title}</span>
        {line.hint && line.hint !== line.title && (
          <Typography.Text type="secondary">{line.hint}</Typography.Text>
        )}
        {section.fixed ? (
          <Tag>{t('permissionsAdmin.dialog.always')}</Tag>
        ) : (
          <span onClick={keepFromTree}>
            <Radio.Group
              size="small"
              value={item?.permit}
              disabled={readOnly || !item}
              onChange={(event) =>
                onChange(withPermit(chosen, itemKey(line), event.target.value as AdminPermit))
              }
            >
              {ADMIN_PERMITS.map((permit) => (
                <Radio.Button key={permit} value={permit} data-testid={`permit-${itemKey(line)}-${permit}`}>
                  {t(`permissionsAdmin.dialog.permits.${permit}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </span>
        )}
      </Flex>
    );
  };

  const treeData: TreeDataNode[] = sections.map((section) => ({
    key: sectionKey(section),
    title: section.title,
    disabled: section.fixed,
    children: section.lines.map((line) => ({
      key: lineKey(section, line),
      title: lineTitle(section, line),
      disabled: section.fixed,
      isLeaf: true,
    })),
  }));

  return (
    <Flex vertical gap={8}>
      <Checkbox
        checked={lines.length > 0 && tickedCount === lines.length}
        indeterminate={tickedCount > 0 && tickedCount < lines.length}
        disabled={readOnly || lines.length === 0}
        onChange={(event) => tick(event.target.checked ? lines.map(itemKey) : [])}
        data-testid={`permission-select-all-${name}`}
      >
        {t('permissionsAdmin.dialog.selectAll')}
      </Checkbox>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        disabled={readOnly}
        treeData={treeData}
        checkedKeys={lines.map(itemKey).filter((key) => chosen.has(key))}
        onCheck={(checked) => tick(Array.isArray(checked) ? checked : checked.checked)}
        data-testid={`permission-tree-${name}`}
      />
    </Flex>
  );
}
