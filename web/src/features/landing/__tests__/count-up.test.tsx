import { act, renderHook } from '@testing-library/react';
import { COUNT_INTERVAL_MS, COUNT_STEPS, useCountUp } from '../use-count-up';
import { formatStat } from '../about-section';

describe('useCountUp', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts from 0 to the target in 60 steps of 50 ms, then shows the exact target', () => {
    const { result } = renderHook(() => useCountUp(99.9, true));
    expect(result.current).toBe(0);
    act(() => void jest.advanceTimersByTime(COUNT_INTERVAL_MS * 30));
    expect(result.current).toBeCloseTo(49.95, 5);
    act(() => void jest.advanceTimersByTime(COUNT_INTERVAL_MS * (COUNT_STEPS - 30)));
    expect(result.current).toBe(99.9);
    expect(formatStat(result.current, 1)).toBe('99.9');
    expect(formatStat(8735, 0)).toBe('8,735');
  });

  it('waits until started, and shows the target at once with reduced motion', () => {
    const { result, rerender } = renderHook(({ start }) => useCountUp(273, start), {
      initialProps: { start: false },
    });
    act(() => void jest.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    rerender({ start: true });
    act(() => void jest.advanceTimersByTime(COUNT_INTERVAL_MS * COUNT_STEPS));
    expect(result.current).toBe(273);
    const instant = renderHook(() => useCountUp(8735, false, true));
    expect(instant.result.current).toBe(8735);
  });
});
