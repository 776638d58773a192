// `pnpm bench:lighthouse`'s baseline (issue 43): what React 19, React Router and TanStack Query cost on their own,
// built by the bench and served by the same nginx as the app. One route, one query of the market API, a list of its
// answer: a page a framework user would call bare. It is measured, never shipped.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, RouterProvider, createBrowserRouter } from 'react-router-dom';

const coins = ['bitcoin', 'ethereum', 'binancecoin', 'cardano', 'solana', 'ripple', 'dogecoin'];
type Prices = Record<string, { usd: number }>;

async function fetchPrices(signal: AbortSignal): Promise<Prices> {
  const query = new URLSearchParams({ ids: coins.join(','), vs_currencies: 'usd' });
  const response = await fetch(`/market-api/simple/price?${query}`, { signal });
  if (!response.ok) throw new Error(`prices: ${response.status}`);
  return (await response.json()) as Prices;
}

function PriceList() {
  const prices = useQuery({ queryKey: ['prices'], queryFn: ({ signal }) => fetchPrices(signal) });
  if (prices.isPending) return <p role="status">Loading prices…</p>;
  if (prices.isError) return <p role="alert">{prices.error.message}</p>;
  return (
    <ul>
      {coins.map((coin) => (
        <li key={coin}>
          {coin}: ${prices.data[coin]?.usd.toFixed(2) ?? '—'}
        </li>
      ))}
    </ul>
  );
}

function BaselinePage() {
  return (
    <main>
      <h1>Prices</h1>
      <p>A bare React page with a router and a query.</p>
      <PriceList />
      <nav aria-label="Pages">
        <Link to="/bench-baseline/">Prices</Link>
      </nav>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/bench-baseline/', element: <BaselinePage /> }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
