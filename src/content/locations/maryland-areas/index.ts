import type { ServiceArea } from '../../types';
import { anneArundel } from './anne-arundel';
import { baltimore } from './baltimore';
import { calvert } from './calvert';
import { charles } from './charles';
import { frederick } from './frederick';
import { howard } from './howard';
import { montgomery } from './montgomery';
import { princeGeorges } from './prince-georges';
import { stMarys } from './st-marys';

/** Maryland's nine counties, in the order the location page lists them. One file per county. */
export const marylandServiceAreas: ServiceArea[] = [anneArundel, calvert, charles, howard, montgomery, princeGeorges, stMarys, baltimore, frederick];
