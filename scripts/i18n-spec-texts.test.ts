import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as specMessages from '@tp/messages';
import * as serverMessages from '../mocks/src/backend/serverTexts';
import { packageCatalogue } from '../mocks/src/backend/packageCatalogue';
import {
  packageCatalogueTexts,
  specTextsFiles,
  specTextsOf,
  specTextsPaths,
} from './i18n-spec-texts-core.mjs';

const messages = {
  ...specMessages,
  ...serverMessages,
  packageCatalogue: packageCatalogueTexts(packageCatalogue),
};

const root = path.resolve(import.meta.dirname, '..');

describe('the spec and server texts the catalogues hold (D18)', () => {
  it("are the committed files, generated from @tp/messages and the server's texts (run pnpm i18n:spec-texts)", async () => {
    const files = specTextsFiles(messages);
    expect(readFileSync(path.join(root, specTextsPaths.extraction), 'utf8')).toBe(files.extraction);
    expect(readFileSync(path.join(root, specTextsPaths.runtime), 'utf8')).toBe(files.runtime);
  });

  it("hold the package catalogue's texts the user reads, not its ids or colours (D2)", () => {
    const { texts } = specTextsOf(messages);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Basic',
        'Perfect for beginners',
        'Email support',
        '2% weekly',
        '1 month',
      ]),
    );
    expect(texts).not.toContain('basic');
    expect(texts).not.toContain('info');
  });

  it('read a text with parameters back as its template and its values', () => {
    const { templates } = specTextsOf(messages);
    const minimum = templates.find((found) => found.message.startsWith('Minimum withdrawal'))!;
    expect(minimum.message).toBe('Minimum withdrawal amount is ${minimum}.');
    const match = new RegExp(minimum.pattern, 'u').exec(
      specMessages.withdrawalValidation.belowMinimum(10),
    );
    expect(match?.slice(1)).toEqual(['10']);
    const submitted = templates.find((found) =>
      found.message.startsWith('Your withdrawal request'),
    )!;
    expect(submitted.names).toEqual(['amount', 'referenceId']);
  });
});
