/**
 * Operator content (DECISIONS D8): marketing figures, testimonials, team, FAQ and contact details.
 *
 * SAMPLE CONTENT. The figures, testimonials and team below are placeholders taken from the product
 * specification. Replace them with the operator's own, verifiable figures and real, consented
 * testimonials before going live. The disclaimers stay next to the figures they qualify.
 */

export const brand = {
  name: 'Trading Platform',
  foundedYear: 2018,
} as const;

export const contactDetails = {
  supportEmail: 'support@tradingplatform.example',
  phone: '+1 (212) 555-0147',
  phoneHref: 'tel:+12125550147',
  address: ['350 Fifth Avenue, Suite 4100', 'New York, NY 10118', 'United States'],
  hours: 'Support is available 24/7.',
} as const;

export const disclaimers = {
  pastPerformance: 'Past performance is not indicative of future results',
  sampleContent: 'Figures and testimonials shown are sample content.',
} as const;

/** Spec 1 §9 marketing claims. */
export const figures = {
  investors: '10,000+',
  investorsClaim: 'Trusted by over 10,000 investors worldwide',
  assetsUnderManagement: '$500M+',
  activeTraders: '50,000+',
  uptime: '99.9%',
  averageAnnualReturn: '15%',
  rating: '4.8/5',
  reviewCount: '500+',
} as const;

export const hero = {
  title: 'Invest with strategy, not guesswork',
  lead: 'We offer investment strategies focused on long-term growth and risk management, combining AI-driven trading algorithms with financial expertise across crypto, stocks, forex and commodities.',
  primaryAction: { label: 'Get Started', to: '/register' },
  secondaryAction: { label: 'Learn More', to: '#features' },
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
    title: 'Smart portfolio management',
    text: 'Portfolios built around your risk tolerance and goals, rebalanced as markets move.',
  },
  {
    title: 'Real-time market analysis',
    text: 'Live prices and signals across crypto, stocks, forex and commodities.',
  },
  {
    title: 'Low management fees',
    text: 'Transparent, low fees so more of any return stays with you.',
  },
  {
    title: 'Secure and compliant investments',
    text: 'Bank-level security and compliance, with your linked trading account under your control.',
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

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Home page: six items (spec 1 §2). */
export const homeFaq: FaqEntry[] = [
  {
    question: 'What is Trading Platform?',
    answer:
      'An online investment and trading service that combines AI-driven trading algorithms with financial expertise for crypto and multi-asset markets.',
  },
  {
    question: 'How do I get started?',
    answer:
      'Create an account, verify your e-mail with the one-time code we send, complete your profile and make a first deposit.',
  },
  {
    question: 'Is my money secure?',
    answer:
      'We use bank-level security and compliance practices, and every withdrawal is confirmed with a code sent to your e-mail.',
  },
  {
    question: 'What is the minimum investment?',
    answer:
      'It depends on the account type: Core Strategies start at $500 and Premium Strategies at $5,000 or more. Contact support for details.',
  },
  {
    question: 'How long do withdrawals take?',
    answer: 'Withdrawals typically take 1-3 business days.',
  },
  {
    question: 'Are returns guaranteed?',
    answer:
      'No. Returns are not guaranteed and your capital is at risk. Past performance is not indicative of future results.',
  },
];

/** FAQ page: eight questions on the spec's topics (spec 1 §2). */
export const faqPage: FaqEntry[] = [
  {
    question: 'What is Trading Platform?',
    answer:
      'An online investment and trading service for individual investors and traders, beginners included, covering stocks, cryptocurrencies, forex and commodities.',
  },
  {
    question: 'How do I get started?',
    answer:
      'Register, verify your e-mail with the one-time code, sign in, complete your profile and make your first deposit. Your dashboard then follows your portfolio.',
  },
  {
    question: 'How secure is my account?',
    answer:
      'Accounts are protected by bank-level security. Sensitive changes and every withdrawal are confirmed with a one-time code sent to your e-mail.',
  },
  {
    question: 'What is the minimum investment?',
    answer:
      'The minimum varies by account type: Core Strategies minimum $500, Premium Strategies $5,000 or more. Please contact support to find the right account.',
  },
  {
    question: 'Is trading automated?',
    answer:
      'Our strategies use AI-driven algorithms to place trades; you stay in control of your linked trading account.',
  },
  {
    question: 'Can I customise my strategy?',
    answer:
      'Yes. Strategies can be customised and backtested against historical data before you commit funds.',
  },
  {
    question: 'What returns can I expect?',
    answer:
      'Returns are not guaranteed and your capital is at risk. Past performance is not indicative of future results.',
  },
  {
    question: 'How do I track performance?',
    answer:
      'Your dashboard shows your balance, profit and recent activity, and your portfolio and trade history show every movement. Withdrawals typically take 1-3 business days.',
  },
];

export const faqQuotes = [
  { quote: 'The answers here got me set up in an afternoon.', author: 'Priya N.' },
  { quote: 'Support explained the account types clearly before I deposited.', author: 'Daniel R.' },
] as const;

export interface Testimonial {
  quote: string;
  author: string;
  position: string;
  /** 1 to 5. */
  rating: number;
  /** Initials for the shipped avatar (D7: no external image hosts). */
  initials: string;
}

/** Six testimonials, ratings 5, 5, 4, 5, 5, 4 (spec 1 §2). */
export const testimonials: Testimonial[] = [
  {
    quote: 'Clear reporting and a calm, long-term approach. Exactly what I wanted.',
    author: 'Sarah Mitchell',
    position: 'Retired teacher',
    rating: 5,
    initials: 'SM',
  },
  {
    quote: 'The dashboard makes it easy to see where my money is at any moment.',
    author: 'James Carter',
    position: 'Software engineer',
    rating: 5,
    initials: 'JC',
  },
  {
    quote: 'Good tools for a beginner; I learned a lot from the market analysis.',
    author: 'Amara Okafor',
    position: 'Graduate student',
    rating: 4,
    initials: 'AO',
  },
  {
    quote: 'Withdrawals arrived when they said they would. That matters to me.',
    author: 'Luis Fernández',
    position: 'Small business owner',
    rating: 5,
    initials: 'LF',
  },
  {
    quote: 'Support answered my questions at 2 a.m. on a Sunday.',
    author: 'Hannah Schultz',
    position: 'Nurse',
    rating: 5,
    initials: 'HS',
  },
  {
    quote: 'Solid platform. I would like more charting options, but it does the job.',
    author: 'Kenji Watanabe',
    position: 'Day trader',
    rating: 4,
    initials: 'KW',
  },
];

export const callToAction = {
  title: 'Start investing with a plan',
  text: 'Open an account in minutes and follow your portfolio from one dashboard.',
  primary: { label: 'Create Account', to: '/register' },
  secondary: { label: 'Sign In', to: '/login' },
  stats: [
    { value: figures.assetsUnderManagement, label: 'Assets under management' },
    { value: figures.investors, label: 'Active investors' },
    { value: figures.averageAnnualReturn, label: 'Average annual return' },
  ],
  footnote: disclaimers.pastPerformance,
} as const;

export const howItWorks = {
  title: 'How It Works',
  steps: [
    {
      title: 'Set Up Your Account',
      text: 'Register, verify your e-mail with a one-time code and complete your profile.',
    },
    {
      title: 'Define Your Strategy',
      text: 'Choose your risk tolerance and goals; customise and backtest a strategy.',
    },
    {
      title: 'Grow with Confidence',
      text: 'Fund your account and follow performance, profit and activity on your dashboard.',
    },
  ],
  stats: [
    { value: figures.assetsUnderManagement, label: 'Assets under management' },
    { value: figures.activeTraders, label: 'Active traders' },
    { value: figures.uptime, label: 'Platform uptime' },
  ],
  action: { label: 'Create Your Account', to: '/register' },
} as const;

export const about = {
  title: 'About Us',
  tagline: 'Technology and financial expertise, working for individual investors.',
  mission: {
    title: 'Our Mission',
    text: `Founded in ${brand.foundedYear}, we set out to give individual investors the strategies and tools once reserved for institutions, backed by 24/7 global support.`,
  },
  values: [
    { title: 'Transparency', text: 'Transparency in operations: clear fees, clear reporting.' },
    {
      title: 'Innovation',
      text: 'Innovation in technology: AI-driven strategies, continuously tested.',
    },
    {
      title: 'Security',
      text: 'Security of assets: bank-level protection and verified withdrawals.',
    },
    { title: 'Empowerment', text: 'Empowerment through education: we explain every step.' },
  ],
  journey: [
    { year: 2018, text: 'Founded' },
    { year: 2019, text: 'Launched our first AI-driven trading algorithm' },
    { year: 2021, text: 'Reached $100M in assets under management' },
    { year: 2023, text: 'Expanded to global markets and multi-asset trading' },
    { year: 2025, text: 'Surpassed 50,000 active traders' },
  ],
  team: [
    {
      name: 'Eleanor Voss',
      position: 'Chief Executive Officer',
      bio: 'Two decades in asset management; leads strategy and compliance.',
      initials: 'EV',
    },
    {
      name: 'Marcus Bell',
      position: 'Chief Technology Officer',
      bio: 'Builds the trading engine and the security behind it.',
      initials: 'MB',
    },
    {
      name: 'Aisha Rahman',
      position: 'Head of Quantitative Research',
      bio: 'Designs and backtests the AI-driven strategies.',
      initials: 'AR',
    },
    {
      name: 'Tomás Ortega',
      position: 'Chief Risk Officer',
      bio: 'Sets the risk limits every strategy must respect.',
      initials: 'TO',
    },
    {
      name: 'Grace Kim',
      position: 'Head of Client Services',
      bio: 'Runs the 24/7 support team.',
      initials: 'GK',
    },
  ],
  getInTouch: {
    title: 'Get in Touch',
    action: { label: 'Contact Us', to: '/contact' },
  },
} as const;

export const livePrices = {
  title: 'Live Cryptocurrency Prices',
  subtitle: 'Track real-time cryptocurrency prices and market movements.',
  footnote: 'Data provided by a public crypto price service. Prices update every minute.',
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
export const packagesFaq: FaqEntry[] = [
  {
    question: 'How do I subscribe to a package?',
    answer:
      'Choose a package, select Subscribe Now and check the summary. When you confirm, the price is paid from your wallet balance straight away.',
  },
  {
    question: 'What if my balance is lower than the price?',
    answer:
      'The confirmation tells you how much more you need. Make a deposit of at least that amount, then subscribe once it has been credited.',
  },
  {
    question: 'Are the weekly returns guaranteed?',
    answer:
      'No. Returns are not guaranteed and your capital is at risk: you may get back less than you paid. The rate shown on a package describes its strategy, not a promise. Past performance is not indicative of future results.',
  },
  {
    question: 'What is the contract period?',
    answer:
      'How long the package runs, counted from the day you subscribe. Each package shows its own period.',
  },
  {
    question: 'Can I hold more than one package?',
    answer: 'Yes. Each subscription is paid separately from your balance.',
  },
  {
    question: 'Who can I ask before I invest?',
    answer: `Our support team, at ${contactDetails.supportEmail} or ${contactDetails.phone}. ${contactDetails.hours}`,
  },
];
