import { messages } from '../../locales/fr.po';
import { catalogueOf } from '../translator';

export const catalogue = catalogueOf('fr-FR', messages);
