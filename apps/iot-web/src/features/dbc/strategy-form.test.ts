import { describe, expect, it } from 'vitest';
import type { DbcStrategyView } from '@fleetkey/contract';
import { keySignal, signalKey, strategyBody, strategyValues } from './strategy-form';

const STRATEGY: DbcStrategyView = {
  id: 's1',
  name: 'Engine',
  dbc: 'engine.dbc',
  devtype: 'truck',
  intervalMs: 1000,
  signals: [
    { message: 'EEC1', signal: 'EngineSpeed', point: 'rpm' },
    { message: 'EEC1', signal: 'Torque', point: 'Torque' },
  ],
  updatedAt: '2026-11-27T00:00:00.000Z',
};

describe('strategy form', () => {
  it('keys a signal by message and signal, and reads a branch key as no signal', () => {
    expect(keySignal(signalKey('EEC1', 'EngineSpeed'))).toEqual({ message: 'EEC1', signal: 'EngineSpeed' });
    expect(keySignal('EEC1')).toBeNull();
  });

  it('shows a point named as its signal blank, and a renamed one by its point name', () => {
    const values = strategyValues(STRATEGY);
    expect(values.checked).toEqual(['EEC1/EngineSpeed', 'EEC1/Torque']);
    expect(values.points).toEqual({ 'EEC1/EngineSpeed': 'rpm' });
  });

  it('sends checked leaves only, with a point name only where one was given', () => {
    const body = strategyBody({
      ...strategyValues(STRATEGY),
      checked: ['EEC1', 'EEC1/EngineSpeed', 'EEC1/Torque'],
      points: { 'EEC1/EngineSpeed': ' rpm ', 'EEC1/Torque': '  ' },
    });
    expect(body.signals).toEqual([
      { message: 'EEC1', signal: 'EngineSpeed', point: 'rpm' },
      { message: 'EEC1', signal: 'Torque' },
    ]);
    expect(body).toMatchObject({ name: 'Engine', dbc: 'engine.dbc', devtype: 'truck', intervalMs: 1000 });
  });
});
