import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqEntries } from '../../../content/faq';
import { renderWithProviders } from '../../../test/render';
import { FaqAccordion } from '../faq-accordion';

function renderFaq() {
  return renderWithProviders(<FaqAccordion entries={faqEntries} />);
}

const question = (index: number) => screen.getByRole('button', { name: faqEntries[index].question });
const answer = (index: number) => screen.getByText(faqEntries[index].answer);

describe('FAQ accordion', () => {
  it('lists the 19 questions, all closed at first', () => {
    renderFaq();
    expect(faqEntries).toHaveLength(19);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(19);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(answer(0)).not.toBeVisible();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    renderFaq();

    await user.click(question(0));
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    expect(answer(0)).toBeVisible();

    await user.click(question(4));
    expect(question(4)).toHaveAttribute('aria-expanded', 'true');
    expect(answer(4)).toBeVisible();
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    expect(answer(0)).not.toBeVisible();
    expect(
      screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
  });

  it('closes the open answer when its question is clicked again', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(question(18));
    expect(answer(18)).toBeVisible();
    await user.click(question(18));
    expect(question(18)).toHaveAttribute('aria-expanded', 'false');
    expect(answer(18)).not.toBeVisible();
  });

  it('links each question to its answer region and works from the keyboard', async () => {
    const user = userEvent.setup();
    renderFaq();
    const button = question(2);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    button.focus();
    await user.keyboard('{Enter}');
    expect(panel).toBeVisible();
    expect(screen.getByRole('region', { name: faqEntries[2].question })).toBe(panel);
    await user.keyboard(' ');
    expect(panel).not.toBeVisible();
  });
});
