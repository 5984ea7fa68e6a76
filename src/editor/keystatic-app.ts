/**
 * Keystatic's browser app, bound to this site's editor config. A module of its own because
 * Astro's client:only needs a component it can import by name.
 */
import { makePage } from '@keystatic/astro/ui';
import config from '../../keystatic.config';

export const Keystatic = makePage(config);
