import { readFile } from 'node:fs/promises';
import { transformAsync, type PluginObj, type types as babelTypes } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const configPath = new URL('../../../lingui.config.ts', import.meta.url).pathname;

/**
 * Removes the hash `id` Lingui's macros add beside a `message`: the English text is the key of every catalogue
 * (`poCatalogue`), so the id would only cost bytes in English code. Ids given by hand are kept.
 */
function dropGeneratedIds({ types: t }: { types: typeof babelTypes }): PluginObj {
  return {
    name: 'drop-lingui-generated-ids',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              const property = (name: string) =>
                path.node.properties.find(
                  (item): item is babelTypes.ObjectProperty =>
                    t.isObjectProperty(item) && t.isIdentifier(item.key, { name }),
                );
              const id = property('id');
              const message = property('message');
              if (!id || !message || !t.isStringLiteral(message.value)) return;
              if (
                path.node.properties.some(
                  (item) =>
                    t.isObjectProperty(item) && t.isIdentifier(item.key, { name: 'context' }),
                )
              )
                return;
              path.node.properties.splice(path.node.properties.indexOf(id), 1);
            },
          });
        },
      },
    },
  };
}

/**
 * Compiles Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`) in the files that import them, keeping the
 * English message in the code and pointing the result at @tp/i18n's runtime (lingui.config.ts). Other files pass
 * untouched, so Babel runs on a few files only.
 */
export function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'tp-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      if (!code.includes('@lingui/core/macro') && !code.includes('@lingui/react/macro'))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[linguiMacro, { stripMessageField: false, linguiConfig }], dropGeneratedIds],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * Imports a catalogue (`locales/<language>.po`) as `{ messages }`: each English text → its translation, compiled
 * for @lingui/core. A message without a translation is left out (the English text shows); `pnpm i18n` (its
 * catalogues test) fails on one.
 */
export function poCatalogue(): Plugin {
  const po = formatter({ lineNumbers: false });
  return {
    name: 'tp-po-catalogue',
    async load(id) {
      if (!id.endsWith('.po')) return null;
      const catalog = await po.parse(await readFile(id, 'utf8'), {
        locale: null,
        sourceLocale: 'en',
        filename: id,
      });
      const messages: Record<string, unknown> = {};
      for (const entry of Object.values(catalog ?? {})) {
        if (!entry.message || !entry.translation || entry.obsolete) continue;
        messages[entry.message] = compileMessage(entry.translation);
      }
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
