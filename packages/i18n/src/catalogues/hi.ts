import { messages } from '../../locales/hi.po';
import { catalogueOf } from '../translator';

export const catalogue = catalogueOf('hi-IN', messages);
