import type { generatorPage } from '../../../content/generator';

/** The generator page's copy the island shows; every visible string comes from here. */
export type LocationGeneratorCopy = Pick<typeof generatorPage, 'form' | 'serviceAreas' | 'generate' | 'output' | 'toasts'>;

/** The single-value fields of the form (everything but the counties). */
export type TextField = 'stateName' | 'stateAbbr' | 'phoneNumber' | 'heroDescription' | 'aboutDescription' | 'neighborhoods';

/** A county as the form holds it: the generator's fields plus a stable key and the city being typed. */
export interface CountyEntry {
  key: number;
  county: string;
  cities: string[];
  cityDraft: string;
}

export interface Generated {
  code: string;
  fileName: string;
  /** The form as it was when this code was generated, to tell when the code is out of date. */
  snapshot: string;
}
