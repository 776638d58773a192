import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DashboardView, type DashboardViewProps } from './DashboardView';
import { balanceMessages } from '@tp/messages';

const alex = { balance: 12_500, equity: 13_745.3, profit: 1245.3, margin: 3125, position: 2 };

const ready: DashboardViewProps = {
  greetingName: 'Alex',
  figures: { kind: 'ready', data: alex },
  lastUpdated: Date.UTC(2026, 5, 15, 12),
  range: '1Y',
  onRangeChange: () => undefined,
  performance: { kind: 'ready', data: [] },
  marketChart: null,
  activity: { kind: 'ready', data: [] },
};

function renderView(props: Partial<DashboardViewProps> = {}) {
  return render(
    <MemoryRouter>
      <DashboardView {...ready} {...props} />
    </MemoryRouter>,
  );
}

/** The value shown under a card's label. */
function card(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('DashboardView cards', () => {
  it('shows every card, the profit with a + when positive', () => {
    renderView();
    expect(card('Balance')).toBe('$12,500.00');
    expect(card('Equity')).toBe('$13,745.30');
    expect(card('Profit')).toBe('+$1,245.30');
    expect(card('Margin')).toBe('$3,125.00');
    expect(card('Position')).toBe('2');
  });

  it('shows a loss with a minus and no plus', () => {
    renderView({ figures: { kind: 'ready', data: { ...alex, profit: -420.5, equity: 12_079.5 } } });
    expect(card('Profit')).toBe('-$420.50');
  });

  it('shows a zero profit unsigned', () => {
    renderView({ figures: { kind: 'ready', data: { ...alex, profit: 0 } } });
    expect(card('Profit')).toBe('$0.00');
  });

  it('keeps the cards while loading: their labels, no values, the spinner in place of "Last updated"', () => {
    renderView({ figures: { kind: 'loading' } });
    for (const label of ['Balance', 'Equity', 'Profit', 'Margin', 'Position']) {
      expect(card(label)).toBe('');
    }
    const summary = within(screen.getByRole('region', { name: 'Account summary' }));
    expect(summary.getByRole('status')).toHaveTextContent('Loading balance');
    expect(summary.queryByText(/^Last updated:/)).toBeNull();
  });

  it('replaces the cards with the balance error and its retry', () => {
    renderView({
      figures: { kind: 'error', message: balanceMessages.loadFailed, retrying: false },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(balanceMessages.loadFailed);
    expect(screen.queryByText('Balance', { selector: 'dt' })).toBeNull();
  });

  it('greets by the name it is given', () => {
    renderView();
    expect(screen.getByText('Welcome back, Alex!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('links to all activity, profile settings and contact', () => {
    renderView();
    expect(screen.getByRole('link', { name: 'View All Activity' })).toHaveAttribute(
      'href',
      '/trade-history',
    );
    const links = within(screen.getByRole('navigation', { name: 'Dashboard links' }));
    expect(links.getByRole('link', { name: 'Profile settings' })).toHaveAttribute(
      'href',
      '/profile-settings',
    );
    expect(links.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
