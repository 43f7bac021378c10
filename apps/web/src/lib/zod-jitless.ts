// Our Content-Security-Policy has no 'unsafe-eval'. zod 4 compiles object parsers with
// `new Function` and first probes whether it may; under the policy the (caught) probe still files a
// security-policy violation. jitless tells zod not to try: the same results, interpreted. Set
// through zod's own global config slot (what z.config writes), so the first view does not load zod.
// Imported first by boot.tsx; e2e/content-security-policy.spec.ts fails if a violation comes back.
const slot = globalThis as { __zod_globalConfig?: Record<string, unknown> };
slot.__zod_globalConfig = { ...slot.__zod_globalConfig, jitless: true };

export {};
