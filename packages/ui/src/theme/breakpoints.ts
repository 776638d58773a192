// A plain module, so a component that reads a breakpoint at runtime does not load the sprinkles runtime with it.
export const breakpoints = { tablet: 768, desktop: 1024 } as const;
