// Bundles the server (and the workspace contract it imports) into dist/main.js; npm packages stay
// external and load from node_modules. One file starts faster than hundreds of TS modules.
import { build } from 'esbuild';

/** Every bare import stays external except our own workspace packages, which are TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@store/') ? undefined : { external: true }));
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
