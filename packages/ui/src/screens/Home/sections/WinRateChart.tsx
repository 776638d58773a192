import { useLingui } from '@lingui/react/macro';
import * as styles from '../Home.css';

export interface WinRatePoint {
  year: number;
  percent: number;
}

export interface WinRateChartProps {
  points: readonly WinRatePoint[];
  axisMarks: readonly number[];
}

const width = 320;
const height = 180;
const pad = { top: 12, right: 16, bottom: 28, left: 40 };
const plotWidth = width - pad.left - pad.right;
const plotHeight = height - pad.top - pad.bottom;

const yFor = (percent: number) => pad.top + plotHeight * (1 - percent / 100);

/** The hero's decorative win-rate line (spec 1 §2): a small SVG, no chart library. */
export function WinRateChart({ points, axisMarks }: WinRateChartProps) {
  const { t } = useLingui();
  const xFor = (index: number) =>
    pad.left + (points.length > 1 ? (plotWidth * index) / (points.length - 1) : plotWidth / 2);
  const path = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${xFor(index)},${yFor(point.percent)}`)
    .join(' ');
  const first = points[0]?.year;
  const last = points[points.length - 1]?.year;
  const list = points.map((point) => `${point.year} ${point.percent}%`).join(', ');
  const summary = t`Historical win rates ${first} to ${last}: ${list}`;

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={styles.winRateSvg}
      role="img"
      aria-label={summary}
    >
      {axisMarks.map((mark) => (
        <g key={mark}>
          <line
            x1={pad.left}
            x2={width - pad.right}
            y1={yFor(mark)}
            y2={yFor(mark)}
            className={styles.chartGrid}
          />
          <text
            x={pad.left - 6}
            y={yFor(mark) + 4}
            textAnchor="end"
            className={styles.chartAxisText}
          >
            {mark}%
          </text>
        </g>
      ))}
      {points.map((point, index) => (
        <text
          key={point.year}
          x={xFor(index)}
          y={height - 8}
          textAnchor="middle"
          className={styles.chartAxisText}
        >
          {point.year}
        </text>
      ))}
      {/* pathLength=1 lets the draw animation run on dash offsets 1 → 0 whatever the real length. */}
      <path d={path} pathLength={1} className={styles.chartLine} data-testid="win-rate-line" />
      {points.map((point, index) => (
        <circle
          key={point.year}
          cx={xFor(index)}
          cy={yFor(point.percent)}
          r={4}
          className={styles.chartPoint}
        />
      ))}
    </svg>
  );
}
