import { messages } from '../../locales/de.po';
import { catalogueOf } from '../translator';

export const catalogue = catalogueOf('de-DE', messages);
