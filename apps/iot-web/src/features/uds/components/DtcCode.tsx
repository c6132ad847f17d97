import { Flex, Typography } from 'antd';

/** A DTC as the diagnostics screens show it: its SAE form, and the raw code beneath. */
export function DtcCode({ sae, code, testId }: { sae: string; code: string; testId: string }) {
  return (
    <Flex vertical>
      <Typography.Text strong data-testid={testId}>
        {sae}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontFamily: 'monospace' }}>
        {code}
      </Typography.Text>
    </Flex>
  );
}
