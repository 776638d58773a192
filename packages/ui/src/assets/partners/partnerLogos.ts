import type { partners } from '../../content';
import atlasCustody from './atlas-custody.svg';
import bluepeakCapital from './bluepeak-capital.svg';
import helixAnalytics from './helix-analytics.svg';
import meridianBank from './meridian-bank.svg';
import northwindSecurities from './northwind-securities.svg';

/** D7: partner marks ship with the app; Vite turns each import into a URL. The names are text beside them. */
export const partnerLogos: Record<(typeof partners)[number], string> = {
  'Northwind Securities': northwindSecurities,
  'Bluepeak Capital': bluepeakCapital,
  'Meridian Bank': meridianBank,
  'Atlas Custody': atlasCustody,
  'Helix Analytics': helixAnalytics,
};
