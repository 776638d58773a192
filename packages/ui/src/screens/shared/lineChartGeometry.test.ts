import { describe, expect, it } from 'vitest';
import {
  chartGeometry,
  chartHeight,
  chartWidth,
  indexAfterKey,
  nearestIndex,
} from './lineChartGeometry';

describe('chartGeometry', () => {
  it('puts the oldest point on the left, the newest on the right, the highest at the top', () => {
    const geometry = chartGeometry([100, 300, 200]);
    expect(geometry.x(0)).toBe(0);
    expect(geometry.x(2)).toBe(chartWidth);
    expect(geometry.y(300)).toBe(8);
    expect(geometry.y(100)).toBe(chartHeight - 8);
    expect(geometry.line).toBe('M0.0,212.0 L300.0,8.0 L600.0,110.0');
    expect(geometry.area).toBe(`${geometry.line} L600.0,220 L0.0,220 Z`);
    expect([geometry.min, geometry.max]).toEqual([100, 300]);
  });

  it('centres a single point and draws a flat series along the bottom', () => {
    expect(chartGeometry([5]).x(0)).toBe(chartWidth / 2);
    expect(chartGeometry([7, 7]).line).toBe('M0.0,212.0 L600.0,212.0');
  });

  it('draws a zero line only when the values cross zero', () => {
    expect(chartGeometry([-100, 100]).zeroY).toBe(110);
    expect(chartGeometry([0, 100]).zeroY).toBeNull();
    expect(chartGeometry([100, 200]).zeroY).toBeNull();
  });
});

describe('nearestIndex', () => {
  it('picks the point nearest to the pointer, inside the series', () => {
    expect(nearestIndex(0, 13)).toBe(0);
    expect(nearestIndex(0.5, 13)).toBe(6);
    expect(nearestIndex(0.96, 13)).toBe(12);
    expect(nearestIndex(-0.2, 13)).toBe(0);
    expect(nearestIndex(1.4, 13)).toBe(12);
    expect(nearestIndex(0.7, 1)).toBe(0);
  });
});

describe('indexAfterKey (the slider keys)', () => {
  it('moves one point with the arrows, a tenth with Page Up/Down, to the ends with Home/End', () => {
    expect(indexAfterKey('ArrowRight', 3, 31)).toBe(4);
    expect(indexAfterKey('ArrowUp', 3, 31)).toBe(4);
    expect(indexAfterKey('ArrowLeft', 3, 31)).toBe(2);
    expect(indexAfterKey('ArrowDown', 3, 31)).toBe(2);
    expect(indexAfterKey('PageUp', 3, 31)).toBe(6);
    expect(indexAfterKey('PageDown', 3, 31)).toBe(0);
    expect(indexAfterKey('Home', 3, 31)).toBe(0);
    expect(indexAfterKey('End', 3, 31)).toBe(30);
  });

  it('stays inside the series and ignores other keys', () => {
    expect(indexAfterKey('ArrowRight', 12, 13)).toBe(12);
    expect(indexAfterKey('ArrowLeft', 0, 13)).toBe(0);
    expect(indexAfterKey('PageUp', 2, 3)).toBe(2);
    expect(indexAfterKey('Tab', 3, 13)).toBeNull();
    expect(indexAfterKey('Enter', 3, 13)).toBeNull();
  });
});
