import { Drawer, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceTypeSection, DeviceTypeSections, DeviceTypeView } from '@fleetkey/contract';
import { LoadError } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import { useDeviceType, useDeviceTypeActions } from '../hooks/useDeviceTypes';
import {
  commandRows,
  eventRows,
  initParamRows,
  pointRows,
  toCommandSection,
  toEventSection,
  toInitParams,
  toPointSection,
  type EventRow,
  type EventSection,
  type InitParamRow,
  type PointSection,
} from '../section-form';
import { EventFields, InitParamFields } from './SectionFields';
import { SectionForm, type SectionFormProps } from './SectionForm';
import { CommandFields, NEW_COMMAND, NEW_POINT, ParamRows, PointFields } from './SectionRows';
import { TopicsPanel } from './TopicsPanel';

const POINT_SECTIONS: PointSection[] = ['data', 'status'];
const EVENT_SECTIONS: EventSection[] = ['warnings', 'errors', 'logs'];
const NEW_EVENT: EventRow = { code: '', desc: '' };
const NEW_PARAM: InitParamRow = { name: '', kind: 'string', text: '' };

/** What a section's form has of its own; its title, test id, access and save follow from the section's name. */
type SectionTabForm<Row, Body> = Pick<
  SectionFormProps<Row, Body>,
  'addLabel' | 'newRow' | 'rows' | 'fields' | 'below' | 'check'
>;

/** The tabs over a loaded type: each section saves alone (PUT /devtype/{devtype}/{section}). */
function SectionTabs({ type }: { type: DeviceTypeView }) {
  const { t } = useTranslation();
  const editable = useIotAccess().can('devtypes', 'write');
  const { putSection } = useDeviceTypeActions();
  const { devtype } = type;
  const sectionTab = <Row, Body extends DeviceTypeSections[DeviceTypeSection]>(
    section: DeviceTypeSection,
    label: string,
    form: SectionTabForm<Row, Body>,
  ) => ({
    key: section,
    label,
    children: (
      <SectionForm<Row, Body>
        {...form}
        testId={`section-${section}`}
        title={t(`deviceTypes.sections.${section}Title`)}
        editable={editable}
        save={(value) => putSection.mutateAsync({ devtype, section, value })}
      />
    ),
  });
  return (
    <Tabs
      items={[
        ...POINT_SECTIONS.map((section) =>
          sectionTab(section, t(`deviceTypes.sections.${section}`), {
            addLabel: t('deviceTypes.addPoint'),
            newRow: NEW_POINT,
            rows: pointRows(type[section]),
            fields: (row) => <PointFields row={row} kind="point" />,
            check: (rows) => toPointSection(section, rows),
          }),
        ),
        sectionTab('commands', t('deviceTypes.commands'), {
          addLabel: t('deviceTypes.addCommand'),
          newRow: NEW_COMMAND,
          rows: commandRows(type.commands),
          fields: (row) => <CommandFields row={row} />,
          below: (row) => <ParamRows command={row} />,
          check: toCommandSection,
        }),
        ...EVENT_SECTIONS.map((section) =>
          sectionTab(section, t(`deviceTypes.sections.${section}`), {
            addLabel: t('deviceTypes.sections.addCode'),
            newRow: NEW_EVENT,
            rows: eventRows(type[section]),
            fields: (row) => <EventFields row={row} />,
            check: (rows) => toEventSection(section, rows),
          }),
        ),
        sectionTab('initParam', t('deviceTypes.sections.initParam'), {
          addLabel: t('deviceTypes.sections.addParam'),
          newRow: NEW_PARAM,
          rows: initParamRows(type.initParam),
          fields: (row) => <InitParamFields row={row} />,
          check: toInitParams,
        }),
        {
          key: 'topics',
          label: t('deviceTypes.sections.topics'),
          children: <TopicsPanel type={type} editable={editable} />,
        },
      ]}
    />
  );
}

/**
 * A type's sections, each saved alone: data and status points, commands, warnings, errors, logs, initial
 * parameters and per-topic points. Read-only for a user who may not write device types.
 */
export function SectionsDrawer({ devtype, onClose }: { devtype: string; onClose: () => void }) {
  const { t } = useTranslation();
  const type = useDeviceType(devtype);
  return (
    <Drawer
      open
      width={860}
      title={t('deviceTypes.sections.title', { name: devtype })}
      onClose={onClose}
      destroyOnHidden
      data-testid="devtype-sections"
    >
      {type.isError ? (
        <LoadError error={type.error} onRetry={() => void type.refetch()} />
      ) : type.data ? (
        <SectionTabs type={type.data} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
