import { pathToFileURL } from 'node:url';
import type { ExtractorType } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * Issue 42: the route manifest (packages/ui/src/shell/routeManifest.mjs) writes each page's title and menu label as a
 * plain English string, so Node scripts read the file without Lingui's macros. This extractor gives `lingui extract`
 * those strings as the `msg` macro would (the same id), so they share a catalogue entry with the same text elsewhere.
 */
export const routeManifestExtractor: ExtractorType = {
  match: (filename) => filename.replaceAll('\\', '/').endsWith('/shell/routeManifest.mjs'),
  async extract(filename, code, onMessageExtracted) {
    const { routeManifest } = (await import(pathToFileURL(filename).href)) as {
      routeManifest: { title: string; label?: string }[];
    };
    const texts = new Set(routeManifest.flatMap(({ title, label }) => [title, label ?? title]));
    for (const message of texts) {
      const line = code.slice(0, code.indexOf(`'${message}'`)).split('\n').length;
      onMessageExtracted({ id: generateMessageId(message), message, origin: [filename, line] });
    }
  },
};
