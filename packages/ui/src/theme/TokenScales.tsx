import type { CSSProperties, ReactNode } from 'react';
import { scales } from './scales';
import { lightPalette } from './palette';

/**
 * The Theme docs page's tables: each token's name, value and a sample drawn at that size. A docs page has no
 * theme class around it, so the samples take the light palette's values rather than the theme's variables.
 */

const table: CSSProperties = {
  borderCollapse: 'collapse',
  fontFamily: scales.font.body,
  width: '100%',
};
const cell: CSSProperties = {
  borderBottom: `1px solid ${lightPalette.border}`,
  padding: '8px 12px 8px 0',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const sampleFill = lightPalette.primary;

function TokenTable({
  caption,
  tokens,
  sample,
}: {
  caption: string;
  tokens: Record<string, string>;
  sample: (value: string) => ReactNode;
}) {
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '8px 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Value</th>
          <th style={cell}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>{value}</td>
            <td style={cell}>{sample(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const SpaceScale = () => (
  <TokenTable
    caption="Spacing (gaps, padding, margins)"
    tokens={scales.space}
    sample={(value) => (
      <span style={{ display: 'inline-block', width: value, height: 16, background: sampleFill }} />
    )}
  />
);

export const RadiusScale = () => (
  <TokenTable
    caption="Corner radius"
    tokens={scales.radii}
    sample={(value) => (
      <span
        style={{
          display: 'inline-block',
          width: 48,
          height: 32,
          borderRadius: value,
          border: `2px solid ${sampleFill}`,
        }}
      />
    )}
  />
);

export const SizeScale = () => (
  <TokenTable
    caption="Sizes (controls, icons, dialog and content widths)"
    tokens={scales.size}
    sample={(value) => {
      const pixels = Number.parseInt(value, 10);
      // The widths wider than a table cell are drawn at a tenth, and say so.
      const scaled = pixels > 100;
      return (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <span
            style={{
              display: 'inline-block',
              width: scaled ? pixels / 10 : pixels,
              height: scaled ? 8 : pixels,
              background: sampleFill,
            }}
          />
          {scaled && <span>(1:10)</span>}
        </span>
      );
    }}
  />
);

export const BorderScale = () => (
  <TokenTable
    caption="Border widths"
    tokens={scales.borderWidth}
    sample={(value) => (
      <span
        style={{
          display: 'inline-block',
          width: 48,
          height: 24,
          border: `${value} solid ${sampleFill}`,
        }}
      />
    )}
  />
);
