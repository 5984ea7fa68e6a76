import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import {
  canGenerate,
  downloadFileName,
  generateLocationModule,
  initialGeneratorInput,
  normalizeStateAbbr,
  withCity,
  type GeneratorInput,
} from '../../../lib/location-module-source';
import type { CountyEntry, Generated, TextField } from './types';

/** Where keyboard focus goes after the element that had it disappears or a new one appears. */
type FocusTarget =
  | { kind: 'county-name'; key: number }
  | { kind: 'city'; key: number; index: number }
  | { kind: 'output' };

/** Spec 4: the form starts empty, with one empty county. */
function initialState(): { fields: Record<TextField, string>; counties: CountyEntry[] } {
  const { serviceAreas, ...fields } = initialGeneratorInput();
  return { fields, counties: serviceAreas.map((area, key) => ({ key, ...area, cityDraft: '' })) };
}

interface Options {
  /** Called when Generate has produced new code (the island shows the Success toast). */
  onGenerated: () => void;
}

/**
 * The generator form's state and handlers (spec 3, 4 and 5): the text fields, the counties with
 * their cities, whether Generate is allowed, the generated code and whether it is out of date.
 * It also moves keyboard focus when the element that had it goes away or a new one appears: a
 * new county's name, the neighbouring city chip, the output heading. For that, `formRef` goes on
 * the form, whose counties carry data-county / data-role attributes, and `outputHeadingRef` on
 * the output panel's heading.
 */
export function useLocationForm({ onGenerated }: Options) {
  const [initial] = useState(initialState);
  const [fields, setFields] = useState<Record<TextField, string>>(initial.fields);
  const [counties, setCounties] = useState<CountyEntry[]>(initial.counties);
  const nextKey = useRef(initial.counties.length);
  const [generated, setGenerated] = useState<Generated | null>(null);
  // Set by a handler together with the state change that re-renders; used once after that render.
  const pendingFocus = useRef<FocusTarget | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const outputHeadingRef = useRef<HTMLHeadingElement>(null);

  const input: GeneratorInput = useMemo(
    () => ({
      ...fields,
      serviceAreas: counties.map(({ county, cities }) => ({ county, cities })),
    }),
    [fields, counties],
  );
  const ready = canGenerate(input);
  const snapshot = JSON.stringify(input);
  const stale = generated !== null && generated.snapshot !== snapshot;

  // Focus moves only after the element it is meant for has rendered.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target.kind === 'output') {
      outputHeadingRef.current?.focus();
      return;
    }
    const county = formRef.current?.querySelector<HTMLElement>(`[data-county="${target.key}"]`);
    if (target.kind === 'county-name') {
      county?.querySelector<HTMLInputElement>('[data-role="county-name"]')?.focus();
      return;
    }
    const chips = county?.querySelectorAll<HTMLButtonElement>('[data-role="city-chip"]');
    const chip = chips && chips.length > 0 ? chips[Math.min(target.index, chips.length - 1)] : undefined;
    (chip ?? county?.querySelector<HTMLInputElement>('[data-role="city-input"]'))?.focus();
  });

  const focusNext = (target: FocusTarget) => {
    pendingFocus.current = target;
  };
  const updateCounty = (key: number, change: (entry: CountyEntry) => CountyEntry) =>
    setCounties((current) => current.map((entry) => (entry.key === key ? change(entry) : entry)));

  /** Spec 5: the state abbreviation keeps at most 2 characters, in capitals. */
  const setField = (name: TextField, value: string) =>
    setFields((current) => ({ ...current, [name]: name === 'stateAbbr' ? normalizeStateAbbr(value) : value }));

  const setCountyName = (key: number, county: string) => updateCounty(key, (entry) => ({ ...entry, county }));
  const setCityDraft = (key: number, cityDraft: string) => updateCounty(key, (entry) => ({ ...entry, cityDraft }));

  const addCounty = () => {
    const key = nextKey.current++;
    setCounties((current) => [...current, { key, county: '', cities: [], cityDraft: '' }]);
    focusNext({ kind: 'county-name', key });
  };

  const removeCounty = (key: number) => {
    if (counties.length <= 1) return;
    const index = counties.findIndex((entry) => entry.key === key);
    const remaining = counties.filter((entry) => entry.key !== key);
    setCounties(remaining);
    const neighbour = remaining[Math.min(index, remaining.length - 1)];
    if (neighbour) focusNext({ kind: 'county-name', key: neighbour.key });
  };

  // Spec 5: a city that is blank after trimming is ignored; the input clears either way.
  const addCity = (key: number) =>
    updateCounty(key, (entry) => ({ ...entry, cityDraft: '', cities: withCity(entry.cities, entry.cityDraft) }));

  const removeCity = (key: number, index: number) => {
    updateCounty(key, (entry) => ({ ...entry, cities: entry.cities.filter((_, i) => i !== index) }));
    focusNext({ kind: 'city', key, index });
  };

  /** Enter in a city input adds the city; it never submits the form. */
  const onCityKeyDown = (key: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addCity(key);
  };

  const onGenerate = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    setGenerated({ code: generateLocationModule(input), fileName: downloadFileName(input.stateName), snapshot });
    onGenerated();
    focusNext({ kind: 'output' });
  };

  return {
    formRef,
    outputHeadingRef,
    fields,
    setField,
    counties,
    setCountyName,
    setCityDraft,
    addCounty,
    removeCounty,
    addCity,
    removeCity,
    onCityKeyDown,
    ready,
    generated,
    stale,
    onGenerate,
  };
}

export type LocationForm = ReturnType<typeof useLocationForm>;
