/**
 * A View's data prop as a Storybook control: a select of named fixtures ("Alex", "New account", "Failed to
 * load") instead of a JSON editor. Storybook hands the View the fixture the name maps to; a story may still
 * give the prop a value of its own.
 */
export function fixtureArg<Value>(fixtures: Record<string, Value>, description: string) {
  return {
    options: Object.keys(fixtures),
    mapping: fixtures,
    control: { type: 'select' as const },
    description,
  };
}
