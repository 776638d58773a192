/** The seeded demo accounts of the mock API (mocks/src/backend seed); the README names them too. */
export const demoUsers = {
  alex: { email: 'alex.morgan@example.com', password: 'DemoPass123!', firstName: 'Alex' },
  jamie: { email: 'jamie.lee@example.com', password: 'DemoPass456!', firstName: 'Jamie' },
} as const;

export type DemoUser = (typeof demoUsers)[keyof typeof demoUsers];
