import { useMemo, useState } from 'react';
import { Button, Flex, Form, Input, Popconfirm, Select, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  compileRecordSchema,
  isIndexedField,
  valueCell,
  type DatasetValues,
  type DatasetView,
  type ProjectDataView,
} from '@fleetkey/contract';
import { useErrorText } from '@fleetkey/web-kit';
import { TABLE_PAGE_SIZE, pageWindow } from '../../common/paging';
import { useProjectDataActions, useRecords } from '../hooks/useProjectData';
import { ValueInput } from './ValueInput';

// The row being added has no id yet.
const NEW_ROW = '__new__';

/** A data set's records: the schema's columns, server-side filter, sort and paging, inline editing. */
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
  const actions = useProjectDataActions(projectId);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field?: string; descend: boolean }>({ descend: true });
  const [filterField, setFilterField] = useState<string>();
  const [filterText, setFilterText] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [form] = Form.useForm<DatasetValues>();
  // Compiled once per schema version, as the server does.
  const validator = useMemo(() => compileRecordSchema(dataset.fields), [dataset.fields]);

  const filterOn = dataset.fields.find((field) => field.name === filterField);
  const filterValue =
    filterOn && filterText !== ''
      ? filterOn.type === 'text'
        ? { contains: filterText }
        : filterOn.type === 'number'
          ? Number(filterText)
          : filterOn.type === 'boolean'
            ? filterText === 'true'
            : filterText
      : undefined;
  const records = useRecords({
    datasetid: dataset.id,
    ...pageWindow(page, TABLE_PAGE_SIZE),
    sort: sort.field,
    descend: sort.descend,
    filter: filterOn && filterValue !== undefined ? { [filterOn.name]: filterValue } : undefined,
  });

  const startEdit = (record: ProjectDataView | null) => {
    setFailure(null);
    form.resetFields();
    form.setFieldsValue(record?.values ?? {});
    setEditing(record?.id ?? NEW_ROW);
  };
  const saveEdit = async (record: ProjectDataView | null) => {
    const parsed = validator.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({ name: String(issue.path[0]), errors: [t(issue.message)] })),
      );
      return;
    }
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
        ) : (
          valueCell(record?.values[field.name])
        ),
    })),
    ...(writable
      ? [
          {
            key: 'actions',
            title: t('list.actions'),
            width: 150,
            render: (_: unknown, record: ProjectDataView | null) =>
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
                      onConfirm={() => actions.remove.mutate(record.id)}
                    >
                      <Button size="small" danger data-testid="row-delete">
                        {t('list.delete')}
                      </Button>
                    </Popconfirm>
                  </Flex>
                )
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Select
          allowClear
          placeholder={t('projectData.filterField')}
          style={{ width: 160 }}
          value={filterField}
          onChange={(next?: string) => {
            setFilterField(next);
            setPage(1);
          }}
          options={dataset.fields.filter(isIndexedField).map((field) => ({
            value: field.name,
            label: field.label || field.name,
          }))}
          data-testid="filter-field"
        />
        <Input.Search
          allowClear
          style={{ width: 220 }}
          placeholder={t('projectData.filterValue')}
          onSearch={(text) => {
            setFilterText(text);
            setPage(1);
          }}
          data-testid="filter-value"
        />
        {writable && (
          <Button onClick={() => startEdit(null)} disabled={editing !== null} data-testid="row-add">
            {t('projectData.addRow')}
          </Button>
        )}
      </Flex>
      {failure !== null && (
        <div role="alert" style={{ color: '#cf1322' }} data-testid="row-failure">
          {errorText(failure)}
        </div>
      )}
      <Form form={form} component={false}>
        <Table<ProjectDataView | null>
          size="small"
          rowKey={(record) => record?.id ?? NEW_ROW}
          columns={columns}
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
    </Flex>
  );
}
