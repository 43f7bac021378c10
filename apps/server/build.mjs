// Bundles the server into dist/main.js, which `npm start` runs (bundle-options.mjs says how and why).
import { build } from 'esbuild';
import { serverBundleOptions } from './bundle-options.mjs';

await build(serverBundleOptions('dist/main.js'));
