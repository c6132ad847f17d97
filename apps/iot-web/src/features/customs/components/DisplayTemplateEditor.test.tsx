import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomKey, Point } from '@fleetkey/contract';
import { FakeError, renderIot } from '../../../test/render-iot';
import { DisplayTemplateEditor } from './DisplayTemplateEditor';

const KEY: CustomKey = {
  customname: 'default',
  customtype: 'displayTemplate',
  apptype: 'web',
  devtype: 'pump',
};
const DECLARED: Point[] = [
  { name: 'temp', type: 'number', unit: 'C' },
  { name: 'rpm', type: 'integer' },
];
const STORED = [
  { name: 'temp', label: 'Water', unit: '°C', decimals: 2, order: 1 },
  { name: 'rpm', label: 'Speed', unit: 'rpm', order: 0 },
];

describe('display template editor', () => {
  it('previews the card as it is edited: order, labels, units and decimals', async () => {
    renderIot(<DisplayTemplateEditor customKey={KEY} declared={DECLARED} stored={STORED} />);
    const preview = await screen.findByTestId('template-preview');
    expect(preview.textContent).toMatch(/Speed.*42 rpm.*Water.*23\.46 °C/);
    fireEvent.change(screen.getByTestId('template-label-temp'), { target: { value: 'Inlet' } });
    fireEvent.change(screen.getByTestId('template-unit-temp'), { target: { value: 'K' } });
    await waitFor(() => expect(screen.getByTestId('preview-temp').textContent).toBe('23.46 K'));
    expect(preview.textContent).toContain('Inlet');
  });

  it('replaces the stored template with what was edited, and shows the server refusal', async () => {
    const sent: unknown[] = [];
    let refuse = false;
    renderIot(<DisplayTemplateEditor customKey={KEY} declared={DECLARED} stored={STORED} />, {
      routes: {
        'PUT /v1/customs/detail': (url, init) => {
          if (refuse)
            return new FakeError(400, {
              code: 'VALIDATION_FAILED',
              message: 'body.value.points.0.name: validation.pointUndeclared',
              data: { fields: [{ path: 'value.points.0.name', message: 'validation.pointUndeclared' }] },
            });
          sent.push({
            query: Object.fromEntries(url.searchParams),
            body: JSON.parse(init?.body as string) as unknown,
          });
          return { ...KEY, value: { points: STORED }, updatedBy: 'me', createdAt: 0, updatedAt: 0 };
        },
      },
    });
    fireEvent.click(await screen.findByTestId('template-save'));
    await screen.findByTestId('template-saved');
    expect(sent).toEqual([{ query: KEY, body: { value: { points: STORED } } }]);

    refuse = true;
    fireEvent.click(screen.getByTestId('template-save'));
    expect(await screen.findByTestId('template-failure')).toBeTruthy();
  });
});
