import type { InvestmentPackage } from '@tp/api';
import { translateText, useLingui } from '@tp/i18n';

/** A package's feature: its text as shown, keyed by the server's English (stable across languages). */
export interface PackageFeature {
  key: string;
  text: string;
}

export interface PackageTexts {
  name: string;
  description: string;
  /** "2% weekly". */
  roi: string;
  /** "1 month". */
  duration: string;
  features: readonly PackageFeature[];
}

/**
 * The texts of a package of `GET /api/packages/` (D2), which the server sends in English, in the active language:
 * each is found in the catalogues by its English (the reference catalogue's texts are extracted with the server's,
 * D18); one the catalogues do not know shows as the server sent it. Re-renders when the language changes.
 */
export function usePackageTexts(item: InvestmentPackage): PackageTexts {
  useLingui();
  return {
    name: translateText(item.name),
    description: translateText(item.description),
    roi: translateText(item.roi),
    duration: translateText(item.duration),
    features: item.features.map((feature) => ({ key: feature, text: translateText(feature) })),
  };
}
