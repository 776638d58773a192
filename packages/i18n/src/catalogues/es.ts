import { messages } from '../../locales/es.po';
import { catalogueOf } from '../translator';

export const catalogue = catalogueOf('es-ES', messages);
