import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DbcDatabaseView, DbcStrategyView } from '@fleetkey/contract';
import { dbcSignal } from '../../../test/dbc-signal';
import { renderIot } from '../../../test/render-iot';
import { StrategyDialog } from './StrategyDialog';

const TREE: DbcDatabaseView = {
  version: '',
  nodes: [],
  valueTables: [],
  attributeDefinitions: [],
  attributes: {},
  comment: null,
  warnings: [],
  messages: [
    {
      id: 0x123,
      extended: false,
      pgn: null,
      name: 'EngineData',
      dlc: 8,
      transmitter: 'ECM',
      signals: [dbcSignal('EngineSpeed', { unit: 'rpm' }), dbcSignal('CoolantTemp', { unit: 'degC' })],
      comment: null,
      attributes: {},
    },
  ],
};

const STRATEGY: DbcStrategyView = {
  id: 's1',
  name: 'Powertrain',
  dbc: 'engine.dbc',
  devtype: 'truck',
  intervalMs: 500,
  signals: [{ message: 'EngineData', signal: 'EngineSpeed', point: 'rpm' }],
  updatedAt: '2026-11-27T00:00:00.000Z',
};

function open() {
  const onSave = vi.fn(() => Promise.resolve(STRATEGY));
  const onClose = vi.fn();
  renderIot(<StrategyDialog editing={STRATEGY} onSave={onSave} onClose={onClose} />, {
    routes: {
      'GET /v1/dbc/file': () => [],
      'GET /v1/dbc/file/engine.dbc/analyse': () => TREE,
      'GET /v1/devtype': () => ({ totalCount: 0, result: [] }),
    },
  });
  return { onSave, onClose };
}

/** The checkbox of a tree node, by the node's title. */
async function checkbox(title: string): Promise<HTMLElement> {
  const tree = await screen.findByTestId('dbc-signal-tree', {}, { timeout: 30_000 });
  const node = (await within(tree).findByText(title)).closest('.ant-tree-treenode');
  const box = node?.querySelector<HTMLElement>('.ant-tree-checkbox');
  if (!box) throw new Error(`no checkbox for ${title}`);
  return box;
}

describe('strategy dialog', () => {
  it('sends the checked signals with the point names given', async () => {
    const { onSave, onClose } = open();
    fireEvent.click(await checkbox('CoolantTemp [degC]'));
    fireEvent.change(await screen.findByTestId('dbc-point-EngineData/CoolantTemp'), {
      target: { value: 'coolant' },
    });
    fireEvent.click(screen.getByTestId('dbc-strategy-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith('s1', {
      name: 'Powertrain',
      dbc: 'engine.dbc',
      devtype: 'truck',
      intervalMs: 500,
      signals: [
        { message: 'EngineData', signal: 'EngineSpeed', point: 'rpm' },
        { message: 'EngineData', signal: 'CoolantTemp', point: 'coolant' },
      ],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('asks for a signal when none is checked, and sends nothing', async () => {
    const { onSave } = open();
    fireEvent.click(await checkbox('EngineSpeed [rpm]'));
    fireEvent.click(screen.getByTestId('dbc-strategy-save'));
    expect((await screen.findByTestId('dbc-strategy-issue')).textContent).toBe('Choose at least one signal.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a point name that is not a key name', async () => {
    const { onSave } = open();
    fireEvent.change(await screen.findByTestId('dbc-point-EngineData/EngineSpeed'), {
      target: { value: 'engine speed' },
    });
    fireEvent.click(screen.getByTestId('dbc-strategy-save'));
    expect((await screen.findByTestId('dbc-strategy-issue')).textContent).toContain('letters, digits and _');
    expect(onSave).not.toHaveBeenCalled();
  });
});
