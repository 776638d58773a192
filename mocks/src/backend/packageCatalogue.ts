// DECISIONS D2: one catalogue, the in-app reading of spec 2 §3 (basic, standard, premium, vip).

export interface PackageDefinition {
  id: string;
  name: string;
  priceCents: number;
  description: string;
  features: string[];
  roi: string;
  weeklyRoiPercent: number;
  duration: string;
  durationMonths: number;
  color: string;
  recommended: boolean;
}

export const packageCatalogue: readonly PackageDefinition[] = [
  {
    id: 'basic',
    name: 'Basic',
    priceCents: 500_00,
    description: 'Perfect for beginners',
    features: ['Core trading strategies', 'Weekly performance report', 'Email support'],
    roi: '2% weekly',
    weeklyRoiPercent: 2,
    duration: '1 month',
    durationMonths: 1,
    color: 'info',
    recommended: false,
  },
  {
    id: 'standard',
    name: 'Standard',
    priceCents: 1500_00,
    description: 'Most popular choice',
    features: [
      'Everything in Basic',
      'Diversified crypto and forex strategies',
      'Quarterly portfolio rebalancing',
      'Priority email support',
    ],
    roi: '3.5% weekly',
    weeklyRoiPercent: 3.5,
    duration: '3 months',
    durationMonths: 3,
    color: 'primary',
    recommended: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    priceCents: 5000_00,
    description: 'For serious traders',
    features: [
      'Everything in Standard',
      'Multi-asset strategies',
      'Monthly strategy review',
      'Dedicated account manager',
    ],
    roi: '5% weekly',
    weeklyRoiPercent: 5,
    duration: '6 months',
    durationMonths: 6,
    color: 'success',
    recommended: false,
  },
  {
    id: 'vip',
    name: 'VIP',
    priceCents: 10000_00,
    description: 'For very serious traders',
    features: [
      'Everything in Premium',
      'Custom strategy with backtesting',
      'Personal analyst',
      '24/7 phone support',
    ],
    roi: '7% weekly',
    weeklyRoiPercent: 7,
    duration: '12 months',
    durationMonths: 12,
    color: 'warning',
    recommended: false,
  },
];

export function findPackage(id: string): PackageDefinition | undefined {
  return packageCatalogue.find((definition) => definition.id === id);
}
