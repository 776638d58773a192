export const messageCoverageExceptions: readonly { text: string; reason: string }[];
