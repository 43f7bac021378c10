// Types of bundle-options.mjs (plain JavaScript, so that build.mjs runs on node alone).
import type { BuildOptions } from 'esbuild';

export declare const serverBundleOptions: (outfile: string) => BuildOptions;
