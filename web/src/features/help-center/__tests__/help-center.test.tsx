import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { shopConfig } from '../../../config/shop-config';
import { helpArticles, helpTopics } from '../../../content/help-center';
import { loadContent } from '../../../content/localized';
import { renderWithProviders } from '../../../test/render';
import HelpArticlePage from '../help-article-page';
import HelpCenterPage from '../help-center-page';
import { sectionAnchor } from '../help-center-links';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/help/*" element={<HelpCenterPage />} />
      <Route path="/help-center" element={<HelpCenterPage />} />
      <Route path="/help-center/:slug" element={<HelpArticlePage />} />
    </Routes>,
    { route: path },
  );
}

// The app has the help-center texts before the page renders (server render, or the route's chunk).
beforeAll(() => loadContent('en', 'helpCenter'));

const TOPIC_TITLES = [
  'VPN Basics',
  'Features & Packages',
  'Setup & Installation',
  'Security & Privacy',
  'Billing & Account',
  'Support & Troubleshooting',
];

describe('Help Center index', () => {
  it.each(['/help-center', '/help/anything', '/help/guides/setup'])(
    'renders the six topic cards at %s',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
      const cards = screen.getAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
        TOPIC_TITLES,
      );
    },
  );

  it('lists three article titles per topic and links each topic to its article page', () => {
    renderAt('/help-center');
    for (const topic of helpTopics) {
      const card = screen.getByRole('article', { name: topic.title });
      const titles = within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(titles).toEqual(topic.articles);
      expect(topic.articles).toHaveLength(3);
      expect(within(card).getByRole('link', { name: `Read the guide: ${topic.title}` })).toHaveAttribute(
        'href',
        `/help-center/${topic.slug}`,
      );
      for (const title of topic.articles) {
        expect(within(card).getByRole('link', { name: title })).toHaveAttribute(
          'href',
          `/help-center/${topic.slug}#${sectionAnchor(title)}`,
        );
      }
    }
  });

  it('offers the quick links: email support, setup guides and Go to Account', () => {
    renderAt('/help-center');
    const quick = screen.getByRole('region', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: /Contact Support/ })).toHaveAttribute(
      'href',
      `mailto:${shopConfig.supportEmail}`,
    );
    expect(within(quick).getByRole('link', { name: /Device Setup Guides/ })).toHaveAttribute(
      'href',
      '/help-center/setup-installation',
    );
    expect(
      within(quick)
        .getByRole('link', { name: /Go to Account/ })
        .getAttribute('href'),
    ).toMatch(/^\/api\/login/);
  });
});

describe('Help Center articles', () => {
  it.each(helpTopics.map((t) => t.slug))('renders the %s article with its sections and buttons', (slug) => {
    renderAt(`/help-center/${slug}`);
    const article = helpArticles[slug];
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText(article.intro)).toBeInTheDocument();
    const topic = helpTopics.find((t) => t.slug === slug)!;
    for (const section of article.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
      for (const paragraph of section.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
    // The index's article titles are this page's section headings.
    expect(article.sections.map((s) => s.heading)).toEqual(topic.articles);

    expect(screen.getByRole('link', { name: /Back to Help Center/ })).toHaveAttribute('href', '/help-center');
    expect(screen.getByRole('link', { name: 'Shop Devices' })).toHaveAttribute('href', '/#shop');
    expect(screen.getByRole('link', { name: 'View Subscription Plans' })).toHaveAttribute(
      'href',
      '/#subscription',
    );
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Learn the VPN Basics' })).toHaveAttribute(
      'href',
      '/help-center/vpn-basics',
    );
  });

  it.each(['no-such-article', 'constructor'])('shows the 404 card for the unknown slug %p', (slug) => {
    renderAt(`/help-center/${slug}`);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This help article does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getAllByText(/Page Not Found/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Browse the Help Center' })).toHaveAttribute(
      'href',
      '/help-center',
    );
  });
});
