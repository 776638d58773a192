/**
 * A prop that takes one of a few names (a button's variant, a banner's tone) as a Storybook control: radio
 * buttons, and the choices spelled out in the docs table (read from the code, the type shows as
 * `unknown[number]`).
 */
export function choiceArg<Choice extends string>(options: readonly Choice[], description: string) {
  return {
    control: 'inline-radio' as const,
    options,
    description,
    table: { type: { summary: options.map((option) => `'${option}'`).join(' | ') } },
  };
}
