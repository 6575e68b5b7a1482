import { act, fireEvent, screen } from '@testing-library/react';
import type { Testimonial } from '../../../content/testimonials';
import { renderWithProviders } from '../../../test/render';
import { SLIDE_INTERVAL_MS, TestimonialSlider } from '../testimonials-section';
import { starFills } from '../stars';

const items: Testimonial[] = ['Ann', 'Ben', 'Cleo'].map((name, i) => ({
  name,
  role: 'Customer',
  content: `Quote ${i + 1}`,
  initials: name.slice(0, 2).toUpperCase(),
  bgColor: '#2563EB',
  stars: i === 2 ? 4.5 : 5,
}));

const active = () => document.querySelector('[data-active="true"]')!.textContent;

function renderSlider() {
  return renderWithProviders(<TestimonialSlider items={items} />);
}

describe('TestimonialSlider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 8 s and wraps from the last to the first', () => {
    renderSlider();
    expect(active()).toContain('Quote 1');
    act(() => void jest.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(active()).toContain('Quote 1');
    act(() => void jest.advanceTimersByTime(1));
    expect(active()).toContain('Quote 2');
    act(() => void jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(active()).toContain('Quote 3');
    act(() => void jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(active()).toContain('Quote 1');
  });

  it('wraps backwards with the previous button and restarts the timer on every change', () => {
    renderSlider();
    act(() => void jest.advanceTimersByTime(6000));
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(active()).toContain('Quote 3');
    // The 8 s start over from the click: 6 s later nothing has moved yet.
    act(() => void jest.advanceTimersByTime(6000));
    expect(active()).toContain('Quote 3');
    act(() => void jest.advanceTimersByTime(2000));
    expect(active()).toContain('Quote 1');
  });

  it('pauses while the pointer is over it', () => {
    renderSlider();
    const slider = screen.getByTestId('testimonial-slider');
    fireEvent.mouseEnter(slider);
    for (let i = 0; i < 3; i += 1) act(() => void jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(active()).toContain('Quote 1');
    fireEvent.mouseLeave(slider);
    act(() => void jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(active()).toContain('Quote 2');
  });

  it('has one dot per testimonial and jumps to it', () => {
    renderSlider();
    const dots = screen.getAllByRole('button', { name: /Show testimonial/ });
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[2]);
    expect(active()).toContain('Quote 3');
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
  });

  it('is keyboard operable with the arrow keys', () => {
    renderSlider();
    const slider = screen.getByTestId('testimonial-slider');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(active()).toContain('Quote 2');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(active()).toContain('Quote 3');
  });

  it('shows fractional ratings as full and half stars out of 5', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    renderSlider();
    expect(screen.getAllByRole('img', { name: 'Rated 4.5 out of 5', hidden: true })).toHaveLength(1);
  });
});
