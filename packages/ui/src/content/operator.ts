/**
 * Operator content (DECISIONS D8): marketing figures, testimonials, team, FAQ and contact details.
 *
 * SAMPLE CONTENT. The figures, testimonials and team below are placeholders taken from the product
 * specification. Replace them with the operator's own, verifiable figures and real, consented
 * testimonials before going live. The disclaimers stay next to the figures they qualify.
 */

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const brand = {
  name: 'Trading Platform',
  foundedYear: 2018,
} as const;

export const contactDetails = {
  supportEmail: 'support@tradingplatform.example',
  phone: '+1 (212) 555-0147',
  phoneHref: 'tel:+12125550147',
  address: ['350 Fifth Avenue, Suite 4100', 'New York, NY 10118', 'United States'],
  hours: msg`Support is available 24/7.`,
} as const;

export const disclaimers = {
  pastPerformance: msg`Past performance is not indicative of future results`,
  sampleContent: msg`Figures and testimonials shown are sample content.`,
} as const;

/** Spec 1 §9 marketing claims. */
export const figures = {
  investors: '10,000+',
  investorsClaim: msg`Trusted by over 10,000 investors worldwide`,
  assetsUnderManagement: '$500M+',
  activeTraders: '50,000+',
  uptime: '99.9%',
  averageAnnualReturn: '15%',
  rating: '4.8/5',
  reviewCount: '500+',
} as const;

export const hero = {
  title: msg`Invest with strategy, not guesswork`,
  lead: msg`We offer investment strategies focused on long-term growth and risk management, combining AI-driven trading algorithms with financial expertise across crypto, stocks, forex and commodities.`,
  primaryAction: { label: msg`Get Started`, to: '/register' },
  secondaryAction: { label: msg`Learn More`, to: '#features' },
  /** Decorative chart: historical win rates 2019–2023 (spec 1 §2), axis marks 25/50/75 %. */
  winRates: [
    { year: 2019, percent: 58 },
    { year: 2020, percent: 64 },
    { year: 2021, percent: 71 },
    { year: 2022, percent: 62 },
    { year: 2023, percent: 74 },
  ],
  winRateAxisMarks: [25, 50, 75],
} as const;

export const features = [
  {
    title: msg`Smart portfolio management`,
    text: msg`Portfolios built around your risk tolerance and goals, rebalanced as markets move.`,
  },
  {
    title: msg`Real-time market analysis`,
    text: msg`Live prices and signals across crypto, stocks, forex and commodities.`,
  },
  {
    title: msg`Low management fees`,
    text: msg`Transparent, low fees so more of any return stays with you.`,
  },
  {
    title: msg`Secure and compliant investments`,
    text: msg`Bank-level security and compliance, with your linked trading account under your control.`,
  },
] as const;

/** Five partner logos; the images ship with the app (D7). */
export const partners = [
  'Northwind Securities',
  'Bluepeak Capital',
  'Meridian Bank',
  'Atlas Custody',
  'Helix Analytics',
] as const;

/** Written in the active language with `i18n._(…)` (DECISIONS D18). */
export interface FaqEntry {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

/** Home page: six items (spec 1 §2). */
export const homeFaq: FaqEntry[] = [
  {
    question: msg`What is Trading Platform?`,
    answer: msg`An online investment and trading service that combines AI-driven trading algorithms with financial expertise for crypto and multi-asset markets.`,
  },
  {
    question: msg`How do I get started?`,
    answer: msg`Create an account, verify your e-mail with the one-time code we send, complete your profile and make a first deposit.`,
  },
  {
    question: msg`Is my money secure?`,
    answer: msg`We use bank-level security and compliance practices, and every withdrawal is confirmed with a code sent to your e-mail.`,
  },
  {
    question: msg`What is the minimum investment?`,
    answer: msg`It depends on the account type: Core Strategies start at $500 and Premium Strategies at $5,000 or more. Contact support for details.`,
  },
  {
    question: msg`How long do withdrawals take?`,
    answer: msg`Withdrawals typically take 1-3 business days.`,
  },
  {
    question: msg`Are returns guaranteed?`,
    answer: msg`No. Returns are not guaranteed and your capital is at risk. Past performance is not indicative of future results.`,
  },
];

/** FAQ page: eight questions on the spec's topics (spec 1 §2). */
export const faqPage: FaqEntry[] = [
  {
    question: msg`What is Trading Platform?`,
    answer: msg`An online investment and trading service for individual investors and traders, beginners included, covering stocks, cryptocurrencies, forex and commodities.`,
  },
  {
    question: msg`How do I get started?`,
    answer: msg`Register, verify your e-mail with the one-time code, sign in, complete your profile and make your first deposit. Your dashboard then follows your portfolio.`,
  },
  {
    question: msg`How secure is my account?`,
    answer: msg`Accounts are protected by bank-level security. Sensitive changes and every withdrawal are confirmed with a one-time code sent to your e-mail.`,
  },
  {
    question: msg`What is the minimum investment?`,
    answer: msg`The minimum varies by account type: Core Strategies minimum $500, Premium Strategies $5,000 or more. Please contact support to find the right account.`,
  },
  {
    question: msg`Is trading automated?`,
    answer: msg`Our strategies use AI-driven algorithms to place trades; you stay in control of your linked trading account.`,
  },
  {
    question: msg`Can I customise my strategy?`,
    answer: msg`Yes. Strategies can be customised and backtested against historical data before you commit funds.`,
  },
  {
    question: msg`What returns can I expect?`,
    answer: msg`Returns are not guaranteed and your capital is at risk. Past performance is not indicative of future results.`,
  },
  {
    question: msg`How do I track performance?`,
    answer: msg`Your dashboard shows your balance, profit and recent activity, and your portfolio and trade history show every movement. Withdrawals typically take 1-3 business days.`,
  },
];

export const faqQuotes = [
  { quote: msg`The answers here got me set up in an afternoon.`, author: 'Priya N.' },
  {
    quote: msg`Support explained the account types clearly before I deposited.`,
    author: 'Daniel R.',
  },
] as const;

export interface Testimonial {
  quote: MessageDescriptor;
  author: string;
  position: MessageDescriptor;
  /** 1 to 5. */
  rating: number;
  /** Initials for the shipped avatar (D7: no external image hosts). */
  initials: string;
}

/** Six testimonials, ratings 5, 5, 4, 5, 5, 4 (spec 1 §2). */
export const testimonials: Testimonial[] = [
  {
    quote: msg`Clear reporting and a calm, long-term approach. Exactly what I wanted.`,
    author: 'Sarah Mitchell',
    position: msg`Retired teacher`,
    rating: 5,
    initials: 'SM',
  },
  {
    quote: msg`The dashboard makes it easy to see where my money is at any moment.`,
    author: 'James Carter',
    position: msg`Software engineer`,
    rating: 5,
    initials: 'JC',
  },
  {
    quote: msg`Good tools for a beginner; I learned a lot from the market analysis.`,
    author: 'Amara Okafor',
    position: msg`Graduate student`,
    rating: 4,
    initials: 'AO',
  },
  {
    quote: msg`Withdrawals arrived when they said they would. That matters to me.`,
    author: 'Luis Fernández',
    position: msg`Small business owner`,
    rating: 5,
    initials: 'LF',
  },
  {
    quote: msg`Support answered my questions at 2 a.m. on a Sunday.`,
    author: 'Hannah Schultz',
    position: msg`Nurse`,
    rating: 5,
    initials: 'HS',
  },
  {
    quote: msg`Solid platform. I would like more charting options, but it does the job.`,
    author: 'Kenji Watanabe',
    position: msg`Day trader`,
    rating: 4,
    initials: 'KW',
  },
];

export const callToAction = {
  title: msg`Start investing with a plan`,
  text: msg`Open an account in minutes and follow your portfolio from one dashboard.`,
  primary: { label: msg`Create Account`, to: '/register' },
  secondary: { label: msg`Sign In`, to: '/login' },
  stats: [
    { value: figures.assetsUnderManagement, label: msg`Assets under management` },
    { value: figures.investors, label: msg`Active investors` },
    { value: figures.averageAnnualReturn, label: msg`Average annual return` },
  ],
  footnote: disclaimers.pastPerformance,
} as const;

export const howItWorks = {
  title: msg`How It Works`,
  steps: [
    {
      title: msg`Set Up Your Account`,
      text: msg`Register, verify your e-mail with a one-time code and complete your profile.`,
    },
    {
      title: msg`Define Your Strategy`,
      text: msg`Choose your risk tolerance and goals; customise and backtest a strategy.`,
    },
    {
      title: msg`Grow with Confidence`,
      text: msg`Fund your account and follow performance, profit and activity on your dashboard.`,
    },
  ],
  stats: [
    { value: figures.assetsUnderManagement, label: msg`Assets under management` },
    { value: figures.activeTraders, label: msg`Active traders` },
    { value: figures.uptime, label: msg`Platform uptime` },
  ],
  action: { label: msg`Create Your Account`, to: '/register' },
} as const;

const { foundedYear } = brand;

export const about = {
  title: msg`About Us`,
  tagline: msg`Technology and financial expertise, working for individual investors.`,
  mission: {
    title: msg`Our Mission`,
    text: msg`Founded in ${foundedYear}, we set out to give individual investors the strategies and tools once reserved for institutions, backed by 24/7 global support.`,
  },
  values: [
    {
      title: msg`Transparency`,
      text: msg`Transparency in operations: clear fees, clear reporting.`,
    },
    {
      title: msg`Innovation`,
      text: msg`Innovation in technology: AI-driven strategies, continuously tested.`,
    },
    {
      title: msg`Security`,
      text: msg`Security of assets: bank-level protection and verified withdrawals.`,
    },
    { title: msg`Empowerment`, text: msg`Empowerment through education: we explain every step.` },
  ],
  journey: [
    { year: 2018, text: msg`Founded` },
    { year: 2019, text: msg`Launched our first AI-driven trading algorithm` },
    { year: 2021, text: msg`Reached $100M in assets under management` },
    { year: 2023, text: msg`Expanded to global markets and multi-asset trading` },
    { year: 2025, text: msg`Surpassed 50,000 active traders` },
  ],
  team: [
    {
      name: 'Eleanor Voss',
      position: msg`Chief Executive Officer`,
      bio: msg`Two decades in asset management; leads strategy and compliance.`,
      initials: 'EV',
    },
    {
      name: 'Marcus Bell',
      position: msg`Chief Technology Officer`,
      bio: msg`Builds the trading engine and the security behind it.`,
      initials: 'MB',
    },
    {
      name: 'Aisha Rahman',
      position: msg`Head of Quantitative Research`,
      bio: msg`Designs and backtests the AI-driven strategies.`,
      initials: 'AR',
    },
    {
      name: 'Tomás Ortega',
      position: msg`Chief Risk Officer`,
      bio: msg`Sets the risk limits every strategy must respect.`,
      initials: 'TO',
    },
    {
      name: 'Grace Kim',
      position: msg`Head of Client Services`,
      bio: msg`Runs the 24/7 support team.`,
      initials: 'GK',
    },
  ],
  getInTouch: {
    title: msg`Get in Touch`,
    action: { label: msg`Contact Us`, to: '/contact' },
  },
} as const;

export const livePrices = {
  title: msg`Live Cryptocurrency Prices`,
  subtitle: msg`Track real-time cryptocurrency prices and market movements.`,
  footnote: msg`Data provided by a public crypto price service. Prices update every minute.`,
  coins: [
    { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC' },
    { id: 'ethereum', name: 'Ethereum', symbol: 'ETH' },
    { id: 'binancecoin', name: 'Binance Coin', symbol: 'BNB' },
    { id: 'ripple', name: 'Ripple', symbol: 'XRP' },
  ],
} as const;

/**
 * Packages page FAQ (spec 2 §2). SAMPLE CONTENT, to be replaced by the operator's own terms. D2: no answer
 * promises a return; the package rates are shown only on the cards, each with the risk line.
 */
const { supportEmail, phone } = contactDetails;

export const packagesFaq: FaqEntry[] = [
  {
    question: msg`How do I subscribe to a package?`,
    answer: msg`Choose a package, select Subscribe Now and check the summary. When you confirm, the price is paid from your wallet balance straight away.`,
  },
  {
    question: msg`What if my balance is lower than the price?`,
    answer: msg`The confirmation tells you how much more you need. Make a deposit of at least that amount, then subscribe once it has been credited.`,
  },
  {
    question: msg`Are the weekly returns guaranteed?`,
    answer: msg`No. Returns are not guaranteed and your capital is at risk: you may get back less than you paid. The rate shown on a package describes its strategy, not a promise. Past performance is not indicative of future results.`,
  },
  {
    question: msg`What is the contract period?`,
    answer: msg`How long the package runs, counted from the day you subscribe. Each package shows its own period.`,
  },
  {
    question: msg`Can I hold more than one package?`,
    answer: msg`Yes. Each subscription is paid separately from your balance.`,
  },
  {
    question: msg`Who can I ask before I invest?`,
    // The last sentence is contactDetails.hours.
    answer: msg`Our support team, at ${supportEmail} or ${phone}. Support is available 24/7.`,
  },
];
