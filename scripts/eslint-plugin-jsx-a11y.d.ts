// eslint-plugin-jsx-a11y ships no types; eslint.config.js uses only its flat recommended config.
declare module 'eslint-plugin-jsx-a11y' {
  import type { Linter } from 'eslint';

  const plugin: { flatConfigs: { recommended: Linter.Config } };
  export default plugin;
}
