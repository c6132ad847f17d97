import { createContext } from 'react';

// Apart from antd-gate.tsx, which loads AntdProviders.tsx lazily: both read it, neither imports the other.
/** True inside antd's providers. */
export const AntdLoadedContext = createContext(false);
