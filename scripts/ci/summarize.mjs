// Adds up the JSON reports of every test run in test-results/ and prints one plain line,
// "ci: N passed, N failed", which CI reads. Exits non-zero if anything failed or nothing ran. A
// journey that failed and then passed on its one retry in CI counts as passed and is named flaky.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../test-results');
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } else if (file.startsWith('playwright-')) {
    passed += report.stats.expected + report.stats.flaky;
    flaky += report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else continue;
  console.log(`  ${file}`);
}
const notes = [flaky ? `${flaky} flaky (passed on their retry)` : '', skipped ? `${skipped} skipped` : ''];
console.log(`ci: ${passed} passed, ${failed} failed${notes.filter(Boolean).map((n) => `, ${n}`).join('')}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
