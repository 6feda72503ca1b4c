import { jsx } from './jsx-runtime.ts';

export { Fragment, type JSX } from './jsx-runtime.ts';

/** esbuild's development JSX transform calls `jsxDEV`; source positions are not part of ContentKit. */
export const jsxDEV = jsx;
