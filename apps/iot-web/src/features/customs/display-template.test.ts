import type { CustomView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { formatValue } from '../common/format';
import { formatPointValue, pickTemplate, pointColumns } from './display-template';

const template = {
  points: [
    { name: 'temp', label: 'Water', unit: '°C', decimals: 1, color: '#ff0000', order: 2 },
    { name: 'rpm', label: '', unit: '', order: 1 },
  ],
};
const format = (value: unknown) => formatValue(value, { yes: '是', no: '否' });
const custom = (customname: string, apptype: 'web' | 'app', value = template): CustomView => ({
  customname,
  customtype: 'displayTemplate',
  apptype,
  devtype: 'pump',
  value,
  updatedBy: 'me',
  createdAt: 0,
  updatedAt: 0,
});

describe('display templates on data tables', () => {
  it('orders, labels and formats the template points, leaving out the others', () => {
    const columns = pointColumns(['temp', 'rpm', 'extra'], template, format);
    expect(columns.map((column) => [column.name, column.title, column.color])).toEqual([
      ['rpm', 'rpm', undefined],
      ['temp', 'Water', '#ff0000'],
    ]);
    expect(columns[1]?.format(21.456)).toBe('21.5 °C');
    expect(columns[1]?.format(undefined)).toBe('—');
  });

  it('shows every point under its name without a template', () => {
    expect(pointColumns(['a', 'b'], undefined, format).map((column) => column.title)).toEqual(['a', 'b']);
  });

  it('rounds to the decimals and keeps zeros', () => {
    expect(formatPointValue(3, { decimals: 2, unit: 'V' }, format)).toBe('3.00 V');
    expect(formatPointValue('on', { unit: '' }, format)).toBe('on');
  });

  it('shows a boolean as the language’s word, with or without a template point', () => {
    expect(formatPointValue(true, { unit: '' }, format)).toBe('是');
    expect(pointColumns(['running'], undefined, format)[0]?.format(false)).toBe('否');
  });

  it('uses the web template named default, else the first web one', () => {
    const other = { points: [{ name: 'rpm', label: 'Speed', unit: '', order: 0 }] };
    expect(pickTemplate([custom('a', 'web', other), custom('default', 'web')])).toBe(template);
    expect(pickTemplate([custom('default', 'app'), custom('a', 'web', other)])).toBe(other);
    expect(pickTemplate([custom('default', 'app')])).toBeUndefined();
  });
});
