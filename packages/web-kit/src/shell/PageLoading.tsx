import { Flex, Spin } from 'antd';

/** Shown while a lazily loaded screen arrives. */
export function PageLoading() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin />
    </Flex>
  );
}
