import { useMemo, useState } from 'react';
import { Button, Flex, Form, Popconfirm, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  compileRecordSchema,
  isIndexedField,
  type ProjectDataCondition,
  type DatasetValues,
  type DatasetView,
  type ProjectDataView,
} from '@fleetkey/contract';
import { clearChangedErrors, setFieldMessages, useErrorText, useRetranslatedErrors } from '@fleetkey/web-kit';
import { BatchDeleteButton } from '../../common/BatchDeleteButton';
import { useListPage } from '../../common/hooks/use-list-page';
import { TABLE_PAGE_SIZE, pageWindow } from '../../common/paging';
import { useProjectDataActions, useRecords } from '../hooks/useProjectData';
import { ElementEditor, type ElementEdit } from './ElementEditor';
import { useRecordValueText } from '../hooks/use-record-value-text';
import { RecordFilter } from './RecordFilter';
import { MultiValueCell } from './MultiValueCell';
import { ValueInput } from './ValueInput';
import { actionsColumn } from '../../common/actions-column';

// The row being added has no id yet.
const NEW_ROW = '__new__';

/**
 * A data set's records: the schema's columns, server-side filter, sort and paging, inline editing, one
 * element of a multi-value field edited on its own, and a confirmed delete of one row or of the chosen rows.
 */
export function RecordTable({
  projectId,
  dataset,
  writable,
}: {
  projectId: string;
  dataset: DatasetView;
  writable: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const valueText = useRecordValueText();
  const actions = useProjectDataActions(projectId);
  // The chosen rows (kept across pages) and the delete of one or many; the paging stays this table's own.
  const view = useListPage();
  const [element, setElement] = useState<ElementEdit | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field?: string; descend: boolean }>({ descend: true });
  const [filter, setFilter] = useState<Record<string, ProjectDataCondition>>();
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [form] = Form.useForm<DatasetValues>();
  useRetranslatedErrors(form);
  // Compiled once per schema version, as the server does.
  const validator = useMemo(() => compileRecordSchema(dataset.fields), [dataset.fields]);

  const records = useRecords({
    datasetid: dataset.id,
    ...pageWindow(page, TABLE_PAGE_SIZE),
    sort: sort.field,
    descend: sort.descend,
    filter,
  });

  const startEdit = (record: ProjectDataView | null) => {
    setFailure(null);
    setNotice(null);
    form.resetFields();
    form.setFieldsValue(record?.values ?? {});
    setEditing(record?.id ?? NEW_ROW);
  };
  const saveEdit = async (record: ProjectDataView | null) => {
    const parsed = validator.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setFieldMessages(
        form,
        issues
          .filter((issue) => issue.path.length > 0)
          .map((issue) => ({ name: [String(issue.path[0])], key: issue.message })),
        t,
      );
      // A blank record is refused as a whole: no field to mark.
      setNotice(issues.find((issue) => issue.path.length === 0)?.message ?? null);
      return;
    }
    setNotice(null);
    try {
      if (record)
        await actions.update.mutateAsync({ id: record.id, values: parsed.data, version: record.version });
      else await actions.create.mutateAsync({ datasetId: dataset.id, values: parsed.data });
      setEditing(null);
    } catch (error) {
      setFailure(error);
    }
  };

  const rows: ProjectDataView[] = records.data?.result ?? [];
  const shown: (ProjectDataView | null)[] = editing === NEW_ROW ? [null, ...rows] : rows;
  const columns: TableProps<ProjectDataView | null>['columns'] = [
    ...dataset.fields.map((field) => ({
      key: field.name,
      title: field.label || field.name,
      sorter: isIndexedField(field),
      sortOrder:
        sort.field === field.name ? (sort.descend ? ('descend' as const) : ('ascend' as const)) : null,
      render: (_: unknown, record: ProjectDataView | null) =>
        (record?.id ?? NEW_ROW) === editing ? (
          <Form.Item name={field.name} style={{ margin: 0 }}>
            <ValueInput field={field} />
          </Form.Item>
        ) : field.multiple ? (
          <MultiValueCell
            value={record?.values[field.name]}
            onEdit={
              writable && record && editing === null
                ? (index) => setElement({ record, field, index })
                : undefined
            }
            testId={`elements-${field.name}`}
          />
        ) : (
          valueText(record?.values[field.name])
        ),
    })),
    ...(writable
      ? [
          actionsColumn<ProjectDataView | null>(
            t,
            (record) =>
              (record?.id ?? NEW_ROW) === editing ? (
                <Flex gap={4}>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => void saveEdit(record)}
                    data-testid="row-save"
                  >
                    {t('list.save')}
                  </Button>
                  <Button size="small" onClick={() => setEditing(null)}>
                    {t('projectData.cancel')}
                  </Button>
                </Flex>
              ) : (
                record && (
                  <Flex gap={4}>
                    <Button size="small" onClick={() => startEdit(record)} data-testid="row-edit">
                      {t('list.edit')}
                    </Button>
                    <Popconfirm
                      title={t('projectData.confirmDeleteRow')}
                      onConfirm={() => view.deleteRow(actions.remove, record.id)}
                    >
                      <Button size="small" danger data-testid="row-delete">
                        {t('list.delete')}
                      </Button>
                    </Popconfirm>
                  </Flex>
                )
              ),
            { width: 150 },
          ),
        ]
      : []),
  ];

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <RecordFilter
          fields={dataset.fields}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        {writable && (
          <>
            <Button onClick={() => startEdit(null)} disabled={editing !== null} data-testid="row-add">
              {t('projectData.addRow')}
            </Button>
            <BatchDeleteButton
              count={view.selected.length}
              onConfirm={() => actions.removeMany.mutate(view.selected, { onSuccess: view.onDeletedMany })}
              testId="row-batch-delete"
            />
          </>
        )}
      </Flex>
      {(failure !== null || notice !== null) && (
        <div role="alert" style={{ color: '#cf1322' }} data-testid="row-failure">
          {failure !== null ? errorText(failure) : t(notice ?? '')}
        </div>
      )}
      <Form form={form} component={false} onValuesChange={(changed) => clearChangedErrors(form, changed)}>
        <Table<ProjectDataView | null>
          size="small"
          rowKey={(record) => record?.id ?? NEW_ROW}
          columns={columns}
          rowSelection={
            writable
              ? {
                  selectedRowKeys: view.selected,
                  onChange: (keys) => view.setSelected(keys.map(String).filter((key) => key !== NEW_ROW)),
                  preserveSelectedRowKeys: true,
                  getCheckboxProps: (record) => ({ disabled: record === null }),
                }
              : undefined
          }
          dataSource={shown}
          loading={records.isFetching}
          scroll={{ x: true }}
          pagination={{
            current: page,
            pageSize: TABLE_PAGE_SIZE,
            total: records.data?.totalCount ?? 0,
            showSizeChanger: false,
          }}
          onChange={(pagination, _filters, sorter) => {
            setPage(pagination.current ?? 1);
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            setSort(
              one?.order
                ? { field: String(one.columnKey), descend: one.order === 'descend' }
                : { field: undefined, descend: true },
            );
          }}
          data-testid="record-table"
        />
      </Form>
      {element && (
        <ElementEditor
          edit={element}
          onSave={(body) => actions.updateElement.mutateAsync(body)}
          onClose={() => setElement(null)}
        />
      )}
    </Flex>
  );
}
