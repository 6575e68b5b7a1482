import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { shopConfig } from '../../../config/shop-config';
import { faqEntries } from '../../../content/faq';
import { renderWithProviders } from '../../../test/render';
import HelpPage from '../help-page';

function renderPage() {
  return renderWithProviders(
    <>
      <Link to="/help">Help nav</Link>
      <Routes>
        <Route path="/help" element={<HelpPage />} />
      </Routes>
    </>,
    { route: '/help' },
  );
}

describe('Help & Support page', () => {
  it('shows the three action cards', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Open a Ticket' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse the Help Center/ })).toHaveAttribute(
      'href',
      '/help-center',
    );
    expect(screen.getByRole('link', { name: /^Email Support/ })).toHaveAttribute(
      'href',
      `mailto:${shopConfig.supportEmail}`,
    );
    expect(screen.getAllByText(/within 2 hours/).length).toBeGreaterThan(0);
  });

  it("swaps to the ticket form and back with 'Back to Help & Support'", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: /Open a Ticket/ }));

    expect(screen.getByRole('heading', { level: 2, name: 'Open a Ticket' })).toHaveFocus();
    expect(await screen.findByRole('form', { name: 'Open a Ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Browse the Help Center/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Help & Support' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open a Ticket/ })).toHaveFocus();
  });

  it('returns to the cards when /help is navigated to again', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: /Open a Ticket/ }));
    expect(await screen.findByRole('form')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Help nav' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Help Center' })).toBeInTheDocument();
  });

  it('shows the FAQ with its 19 questions below the cards', () => {
    renderPage();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(19);
    expect(questions.map((b) => b.textContent)).toEqual(faqEntries.map((e) => e.question));
  });
});
