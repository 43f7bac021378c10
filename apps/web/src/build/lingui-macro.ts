// Lingui's macros (`<Trans>`, `useLingui().t` from @lingui/react/macro) become message lookups at
// build time (docs/decisions/0033). Vite 8's React plugin compiles with Oxc and runs no Babel, so
// this plugin runs Babel with the Lingui macro alone, before it, on the files that import a macro.
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

const usesMacro = /from ['"]@lingui\/(?:react|core)\/macro['"]/;

export function linguiMacro(): Plugin {
  // The web app's config, wherever the build or the tests run from.
  const linguiConfig = getConfig({ configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) });
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0]!) || id.includes('/node_modules/') || !usesMacro.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      });
      return result?.code == null ? null : { code: result.code, map: result.map };
    },
  };
}
