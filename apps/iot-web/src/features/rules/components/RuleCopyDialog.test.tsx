import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RuleBodyInput, RuleView } from '@fleetkey/contract';
import { WEB_KIT_RESOURCES } from '@fleetkey/web-kit';
import { textAt } from '@fleetkey/web-kit/testing';
import { renderIot } from '../../../test/render-iot';
import { deviceView } from '../../../test/device-view';
import { RuleCopyDialog } from './RuleCopyDialog';

const RULE = {
  id: 'r1',
  name: 'Hot pump',
  status: 'enabled',
  targets: { devtype: 'pump' },
} as RuleView;
const DEVICES = ['p-1', 'p-2'].map((devid) => deviceView({ devid, devtype: 'pump' }));
const routes = { 'GET /v1/devices': () => ({ totalCount: DEVICES.length, result: DEVICES }) };

describe('apply a rule to devices', () => {
  it('asks for at least one device and saves nothing without', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderIot(<RuleCopyDialog rule={RULE} onSave={onSave} onClose={() => undefined} />, { routes });
    fireEvent.click(await screen.findByTestId('rule-copy-submit'));
    expect(await screen.findByText(String(textAt(WEB_KIT_RESOURCES.en, 'validation.required')))).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves one copy per chosen device in one batch, once however often OK is clicked', async () => {
    let finish: () => void = () => undefined;
    const onSave = vi.fn((_rules: RuleBodyInput[]) => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    renderIot(<RuleCopyDialog rule={RULE} onSave={onSave} onClose={onClose} />, { routes });
    const input = within(await screen.findByTestId('rule-copy-devices')).getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByTitle('p-1'));
    fireEvent.click(await screen.findByTitle('p-2'));
    // The names follow the second pick once the select has rendered it (not at once under load).
    await waitFor(() =>
      expect(screen.getByTestId('rule-copy-names').textContent).toBe(
        'New rules: Hot pump · p-1、Hot pump · p-2',
      ),
    );
    const ok = screen.getByTestId('rule-copy-submit');
    expect(ok.textContent).toBe('Create 2 rules');
    fireEvent.click(ok);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // Clicked while the busy button shows the batch being saved (a wait of 100 ms for the clicks' checks
    // to end passed or failed by the machine's speed).
    await waitFor(() => expect(ok.className).toContain('ant-btn-loading'));
    fireEvent.click(ok);
    fireEvent.click(ok);
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0].map((rule) => rule.targets.devids)).toEqual([['p-1'], ['p-2']]);
  });
});
