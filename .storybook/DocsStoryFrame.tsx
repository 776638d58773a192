import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Story, useOf } from '@storybook/addon-docs/blocks';
import { createFrameQueue, type FrameSlot } from './docsFrameQueue';
import { focusWhere, restoreFocus, type FocusPlace } from './docsFocus';
import { storyHasEnded } from './docsPageFrame';

/** A docs page's frames: one queue per page window. */
const queue = createFrameQueue();

/** A frame that has not ended its story by then gives the turn to the next (it goes on running). */
const turnCeilingMs = 60_000;

type FramePhase = 'waiting' | 'running' | 'settled';

/**
 * A frame's canvas: the story in story mode, with no axe run (nobody reads it there). Its globals are the
 * project's own: the docs page's globals also change when a story inside a frame sets one (its channel posts to
 * the page), which would restart every frame of the page.
 */
function frameSource(storyId: string): string {
  const params = new URLSearchParams({
    id: storyId,
    viewMode: 'story',
    globals: 'a11y.manual:!true',
  });
  return `iframe.html?${params.toString()}`;
}

/** Calls `onEnd` once the frame's story has ended (or the ceiling has passed); returns a stop. */
function whenStoryEnds(frame: HTMLIFrameElement, onEnd: () => void): () => void {
  const startedAt = Date.now();
  const timer = setInterval(() => {
    const view = frame.contentWindow;
    if ((view && storyHasEnded(view)) || Date.now() - startedAt > turnCeilingMs) {
      clearInterval(timer);
      onEnd();
    }
  }, 50);
  return () => clearInterval(timer);
}

/** Whether the reader has pressed a key or a pointer inside the frame (a story's own events are untrusted). */
function watchReader(frame: HTMLIFrameElement): { touched: () => boolean; stop: () => void } {
  let touched = false;
  let watched: Window | null = null;
  const mark = (event: Event) => {
    if (event.isTrusted) touched = true;
  };
  const attach = () => {
    watched = frame.contentWindow;
    watched?.addEventListener('pointerdown', mark, true);
    watched?.addEventListener('keydown', mark, true);
  };
  frame.addEventListener('load', attach);
  return {
    touched: () => touched,
    stop: () => {
      frame.removeEventListener('load', attach);
      watched?.removeEventListener('pointerdown', mark, true);
      watched?.removeEventListener('keydown', mark, true);
    },
  };
}

interface QueuedFrameProps {
  storyId: string;
  /** The block's id: the story's, with `--primary` for the copy at the top of the page. */
  blockId: string;
  name: string;
  height: string;
  src: string;
}

function QueuedFrame({ storyId, blockId, name, height, src }: QueuedFrameProps) {
  const block = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const slot = useRef<FrameSlot>(null);
  const near = useRef(true);
  const settled = useRef(false);
  const [phase, setPhase] = useState<FramePhase>('waiting');

  useEffect(() => {
    const element = block.current;
    if (!element) return;
    const own: FrameSlot = { element, start: () => setPhase('running') };
    slot.current = own;
    const visibility = new IntersectionObserver(
      ([entry]) => queue.setVisible(own, entry?.isIntersecting ?? false),
      { rootMargin: '200px 0px' },
    );
    // A settled frame a screen or more away from the view is put to rest (and starts again in turn when it
    // comes back): every frame of a page kept running shared the page's one main thread, so each frame
    // further down started slower, and its countdowns and refreshes went on out of sight.
    const nearness = new IntersectionObserver(
      ([entry]) => {
        near.current = entry?.isIntersecting ?? false;
        if (!near.current && settled.current) {
          settled.current = false;
          setPhase('waiting');
          queue.enqueue(own);
        }
      },
      { rootMargin: '100% 0px' },
    );
    visibility.observe(element);
    nearness.observe(element);
    queue.enqueue(own);
    return () => {
      visibility.disconnect();
      nearness.disconnect();
      queue.remove(own);
    };
  }, []);

  useEffect(() => {
    const element = frame.current;
    const own = slot.current;
    if (phase !== 'running' || !element || !own) return;
    // The story may need focus while its play types; the reader gets theirs back when it ends.
    const before: FocusPlace = focusWhere(window);
    const reader = watchReader(element);
    const stop = whenStoryEnds(element, () => {
      if (!reader.touched()) restoreFocus(before, element);
      queue.settled(own);
      if (near.current) {
        settled.current = true;
        setPhase('settled');
      } else {
        setPhase('waiting');
        queue.enqueue(own);
      }
    });
    return () => {
      stop();
      reader.stop();
    };
  }, [phase]);

  return (
    <div
      ref={block}
      id={`story--${blockId}`}
      className="sb-story sb-unstyled"
      data-story-block="true"
      data-story-id={storyId}
      data-frame-phase={phase}
      style={{ width: '100%', height, position: 'relative' }}
    >
      {phase === 'waiting' ? (
        <div
          style={{
            display: 'grid',
            placeContent: 'center',
            gap: 8,
            height: '100%',
            textAlign: 'center',
            font: '14px/1.5 system-ui, sans-serif',
            color: '#454e54',
          }}
        >
          <p style={{ margin: 0 }}>
            Starts in turn: the stories of this page run one after another.
          </p>
          <a href={`./?path=/story/${storyId}`} target="_top" style={{ color: '#005fcc' }}>
            Open “{name}” in its own canvas
          </a>
        </div>
      ) : (
        <iframe
          ref={frame}
          id={`iframe--${blockId}`}
          title={name}
          src={src}
          allow="fullscreen"
          style={{ width: '100%', height: '100%', border: '0 none' }}
        />
      )}
    </div>
  );
}

type StoryBlockProps = ComponentProps<typeof Story>;

/**
 * The docs pages' Story block (`parameters.docs.components.Story`): a story shown in its own iframe starts in
 * turn (docsFrameQueue.ts); an inline story is Storybook's own block.
 */
export function DocsStoryFrame(props: StoryBlockProps) {
  const { story } = useOf(props.of ?? 'story', ['story']);
  const docs = story.parameters.docs as
    { story?: { inline?: boolean; iframeHeight?: string; height?: string } } | undefined;
  if (props.inline ?? docs?.story?.inline ?? false) return <Story {...props} />;
  const height = props.height ?? docs?.story?.height ?? docs?.story?.iframeHeight ?? '100px';
  const src = frameSource(story.id);
  const blockId = props.__primary ? `${story.id}--primary` : story.id;
  return (
    <QueuedFrame
      key={src}
      storyId={story.id}
      blockId={blockId}
      name={story.name}
      height={height}
      src={src}
    />
  );
}
