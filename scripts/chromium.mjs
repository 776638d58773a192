// Debian's chromium: Playwright's own browser downloads cannot be fetched on these machines. The one place its path
// and flags are written: the Playwright and Vitest configs and the browser benchmarks read them from here.
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutable, args: chromiumArgs };
