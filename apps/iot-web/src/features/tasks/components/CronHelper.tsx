import { useEffect, useState } from 'react';
import { Button, Flex, Form, Input, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { TASK_LIMITS } from '@fleetkey/contract';
import type { TaskFormValues } from '../task-form';
import { browserTimeZone } from '@fleetkey/web-kit';
import { CRON_PRESETS, formatInZone, nextRunsOf, presetOf, weekdayInZone } from '../task-schedule';

/** How often the listed next times move on (a minute's expression would otherwise list a past time). */
const CLOCK_MS = 15_000;

/**
 * The cron helper: presets that fill the expression, the expression itself, and the next five times it
 * names in the chosen zone (and in the browser's when that differs), as the server will run them.
 */
export function CronHelper({ form }: { form: FormInstance<TaskFormValues> }) {
  const { t, i18n } = useTranslation();
  const cron = Form.useWatch(['schedule', 'cron'], form) ?? '';
  const zone = Form.useWatch(['schedule', 'timezone'], form) ?? browserTimeZone();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  const runs = nextRunsOf(cron, zone, now);
  const chosen = presetOf(cron);
  const own = browserTimeZone();

  return (
    <>
      <Form.Item label={t('tasks.schedule.presets')}>
        <Flex wrap gap={8} data-testid="cron-presets">
          {CRON_PRESETS.map((preset) => (
            <Button
              key={preset.key}
              size="small"
              type={chosen === preset.key ? 'primary' : 'default'}
              onClick={() => form.setFieldValue(['schedule', 'cron'], preset.cron)}
              data-testid={`cron-preset-${preset.key}`}
            >
              {t(`tasks.presets.${preset.key}`)}
            </Button>
          ))}
        </Flex>
      </Form.Item>
      <Form.Item
        name={['schedule', 'cron']}
        label={t('tasks.schedule.cron')}
        extra={t('tasks.schedule.cronHint')}
        required
      >
        <Input
          maxLength={TASK_LIMITS.cronMax}
          placeholder="0 9 * * 1-5"
          style={{ width: 280, fontFamily: 'monospace' }}
          data-testid="task-cron"
        />
      </Form.Item>
      <Form.Item label={t('tasks.schedule.nextRuns', { count: TASK_LIMITS.nextRuns })}>
        {runs.length === 0 ? (
          <Typography.Text type={cron.trim() ? 'danger' : 'secondary'} data-testid="cron-no-runs">
            {cron.trim() ? t('validation.cronInvalid') : t('tasks.schedule.cronFirst')}
          </Typography.Text>
        ) : (
          <ol data-testid="cron-next-runs" style={{ margin: 0, paddingInlineStart: 20 }}>
            {runs.map((ms) => (
              <li key={ms} data-at={ms}>
                <Typography.Text style={{ fontFamily: 'monospace' }}>
                  {formatInZone(ms, zone)} {weekdayInZone(ms, zone, i18n.language)}
                </Typography.Text>
                {zone !== own && (
                  <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
                    {t('tasks.schedule.inBrowserZone', { time: formatInZone(ms, own), zone: own })}
                  </Typography.Text>
                )}
              </li>
            ))}
          </ol>
        )}
      </Form.Item>
    </>
  );
}
