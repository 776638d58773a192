export const chromiumExecutable: string;
export const chromiumArgs: string[];
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
