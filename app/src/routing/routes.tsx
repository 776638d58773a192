import type { RouteObject } from 'react-router-dom';
import { CrashPage, NotFoundPage, PageLoading } from '@tp/ui/shell';
import { RootLayout } from './RootLayout';
import { PublicOnly, RequireAuth } from './guards';

/** Spec 1 §2 and spec 2 §2 route tables; every screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <CrashPage />,
    // Shown while the first page's chunk loads.
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <CrashPage />,
        children: [
          {
            index: true,
            lazy: () => import('../pages/HomePage'),
          },
          { path: 'how-it-works', lazy: () => import('../pages/HowItWorksPage') },
          { path: 'faq', lazy: () => import('../pages/FaqPage') },
          { path: 'about', lazy: () => import('../pages/AboutPage') },
          { path: 'contact', lazy: () => import('../pages/ContactPage') },
          // D15: a notice e-mail's one-time link; signed in or not.
          { path: 'this-wasnt-me', lazy: () => import('../pages/ThisWasntMePage') },
          {
            element: <PublicOnly />,
            children: [
              { path: 'login', lazy: () => import('../pages/LoginPage') },
              { path: 'register', lazy: () => import('../pages/RegisterPage') },
              { path: 'forgot-password', lazy: () => import('../pages/ForgotPasswordPage') },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', lazy: () => import('../pages/DashboardPage') },
              { path: 'withdraw', lazy: () => import('../pages/WithdrawPage') },
              { path: 'deposit', lazy: () => import('../pages/DepositPage') },
              {
                path: 'account-information',
                lazy: () => import('../pages/AccountInformationPage'),
              },
              { path: 'profile-settings', lazy: () => import('../pages/ProfileSettingsPage') },
              { path: 'trade-history', lazy: () => import('../pages/TradeHistoryPage') },
              { path: 'packages', lazy: () => import('../pages/PackagesPage') },
              { path: 'transfer-asset', lazy: () => import('../pages/TransferAssetPage') },
              { path: 'portfolio', lazy: () => import('../pages/PortfolioPage') },
              { path: 'overview', lazy: () => import('../pages/OverviewPage') },
              { path: 'market', lazy: () => import('../pages/MarketPage') },
              { path: 'copy-trader', lazy: () => import('../pages/CopyTraderPage') },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
