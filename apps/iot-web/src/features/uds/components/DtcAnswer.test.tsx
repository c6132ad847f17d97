import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UdsDtcDataView } from '@fleetkey/contract';
import { renderIot } from '../../../test/render-iot';
import { DtcAnswer } from './DtcAnswer';

const answer = (fields: Partial<UdsDtcDataView>): UdsDtcDataView => ({
  id: 'a1',
  commandId: 'c1',
  devid: 'truck-1',
  channel: 'can0',
  ecu: '0x7E0',
  action: 'read',
  request: '1902FF',
  response: '',
  outcome: 'positive',
  availabilityMask: 0xff,
  dtcs: [],
  nrc: null,
  nrcName: null,
  reason: null,
  receivedAt: 1_700_000_000_000,
  ...fields,
});

describe('a device ECU answer', { timeout: 120_000 }, () => {
  it('lists the DTCs with their status bits named and the catalogue description, or says it has none', async () => {
    renderIot(
      <DtcAnswer
        answer={answer({
          response: '5902FF0301002F01710024',
          dtcs: [
            {
              code: '0x030100',
              sae: 'P0301',
              status: 0x2f,
              bits: [
                'testFailed',
                'testFailedThisOperationCycle',
                'pendingDTC',
                'confirmedDTC',
                'testFailedSinceLastClear',
              ],
              entry: {
                descriptionZh: '1 缸失火',
                descriptionEn: 'Cylinder 1 misfire detected',
                severity: 'high',
                action: 'Check the coil',
              },
            },
            {
              code: '0x017100',
              sae: 'P0171',
              status: 0x24,
              bits: ['pendingDTC', 'testFailedSinceLastClear'],
              entry: null,
            },
          ],
        })}
      />,
    );
    const rows = (await screen.findByTestId('dtc-table', {}, { timeout: 30_000 })).querySelectorAll(
      'tbody tr',
    );
    expect(rows).toHaveLength(2);
    const bits = (row: Element) =>
      [...row.querySelectorAll('[data-testid="dtc-bit"]')].map((b) => b.textContent);
    expect(bits(rows[0]!)).toEqual([
      'Failing now',
      'Failed this cycle',
      'Pending',
      'Confirmed',
      'Failed since clear',
    ]);
    expect(rows[0]!.textContent).toContain('0x2F');
    expect(rows[0]!.textContent).toContain('Cylinder 1 misfire detected');
    expect(rows[0]!.textContent).toContain('Suggested action: Check the coil');
    expect(rows[0]!.textContent).toContain('High');
    expect(bits(rows[1]!)).toEqual(['Pending', 'Failed since clear']);
    expect(rows[1]!.textContent).toContain('Not in the catalogue');
  });

  it('names a negative response code and explains it', async () => {
    renderIot(
      <DtcAnswer
        answer={answer({
          outcome: 'negative',
          response: '7F1922',
          nrc: 0x22,
          nrcName: 'conditionsNotCorrect',
        })}
      />,
    );
    const alert = await screen.findByTestId('dtc-nrc', {}, { timeout: 30_000 });
    expect(alert.textContent).toContain('Negative response 0x22 conditionsNotCorrect');
    expect(alert.textContent).toContain('The ECU cannot do this now');
    expect(screen.queryByTestId('dtc-table')).toBeNull();
  });

  it('gives the reason of an answer that could not be read', async () => {
    renderIot(
      <DtcAnswer
        answer={answer({
          outcome: 'invalid',
          response: '5902FF0301',
          reason: '2 bytes of DTC records, not a multiple of 4',
        })}
      />,
    );
    const alert = await screen.findByTestId('dtc-reason', {}, { timeout: 30_000 });
    expect(alert.textContent).toContain("The ECU's response could not be read");
    expect(alert.textContent).toContain('2 bytes of DTC records, not a multiple of 4');
  });
});
