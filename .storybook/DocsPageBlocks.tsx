import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';

/**
 * Storybook's own docs page, with the first story drawn once: at the top, not again at the head of the list
 * (each story on the page is a frame of its own canvas, and a second copy ran it twice).
 */
export function DocsPageBlocks() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <Stories includePrimary={false} />
    </>
  );
}
