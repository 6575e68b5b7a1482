import { EXACT_LAYOUT_ATTRIBUTE, HEADER_OFFSET, scrollToSection } from '../sections';

describe('scrollToSection', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute(EXACT_LAYOUT_ATTRIBUTE);
    document.body.innerHTML = '<section id="plans"><h2>Plans</h2></section>';
    window.scrollTo = jest.fn();
  });

  it('lays the page out for real before measuring, then lands the section below the header', () => {
    const section = document.getElementById('plans')!;
    section.getBoundingClientRect = () => ({ top: 1000 }) as DOMRect;
    expect(scrollToSection('plans')).toBe(true);
    expect(document.documentElement).toHaveAttribute(EXACT_LAYOUT_ATTRIBUTE);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 1000 - HEADER_OFFSET }));
    expect(document.activeElement).toBe(section.querySelector('h2'));
  });

  it('answers false for a section that is not on the page', () => {
    expect(scrollToSection('nowhere')).toBe(false);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
