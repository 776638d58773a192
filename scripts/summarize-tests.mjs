// Adds up the JSON reports of Vitest and Playwright into the one closing line CI reads.
import { readFileSync, existsSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (report.stats) {
    const { expected, unexpected, flaky, skipped: pwSkipped } = report.stats;
    passed += expected + flaky;
    failed += unexpected;
    skipped += pwSkipped;
    console.log(`${file}: ${expected + flaky} passed, ${unexpected} failed`);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
