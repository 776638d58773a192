import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import * as styles from './StateGallery.css';

export interface StateGalleryProps<Props extends object> {
  /** The View to draw once per state. */
  component: ComponentType<Props>;
  /** Each state's name and the View's props in it, in the order to show them. */
  states: Record<string, Props>;
}

/**
 * Every state of a screen on one canvas, one under the other with its name above it, as Braid's screenshot
 * stories show a component: the overview a designer scrolls, and one snapshot for visual review.
 */
export function StateGallery<Props extends object>({
  component: View,
  states,
}: StateGalleryProps<Props>) {
  return (
    <div className={styles.gallery}>
      {Object.entries(states).map(([name, props]) => (
        <section key={name} aria-label={`State: ${name}`}>
          <p className={styles.stateName}>{name}</p>
          <div className={styles.stateFrame}>
            <View {...props} />
          </div>
        </section>
      ))}
    </div>
  );
}

/**
 * A View's `AllStates` story: the gallery of `states`, each a story (or `{}` for the meta's args alone) whose
 * args are laid over `base` (the meta's args), and a play that checks each state's name is shown. `padded`
 * for a View whose meta is fullscreen, so the names do not touch the window's edge.
 */
export function allStatesStory<Props extends object>(
  component: ComponentType<Props>,
  base: Partial<Props> | undefined,
  states: Record<string, { args?: Partial<Props> }>,
  { padded = false } = {},
) {
  const props = Object.fromEntries(
    Object.entries(states).map(([name, story]) => [name, { ...base, ...story.args } as Props]),
  );
  return {
    ...(padded ? { parameters: { layout: 'padded' } } : {}),
    render: () => <StateGallery component={component} states={props} />,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      for (const name of Object.keys(props)) {
        await expect(within(canvasElement).getByText(name)).toBeVisible();
      }
    },
  };
}
