import { MapPinned, Plus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { fillTemplate } from '../../../lib/format';
import { Button } from '../../ui/button';
import { FieldHelp, FieldLabel, Label } from '../../ui/field';
import { Input } from '../../ui/input';
import type { LocationForm } from './use-location-form';
import type { CountyEntry, LocationGeneratorCopy } from './types';

type CountyActions = Pick<
  LocationForm,
  'setCountyName' | 'setCityDraft' | 'addCity' | 'removeCity' | 'onCityKeyDown' | 'removeCounty'
>;

interface CountyFieldsetProps {
  entry: CountyEntry;
  /** 1-based position, shown in the legend. */
  n: number;
  /** A county can be removed only while there is more than one. */
  removable: boolean;
  actions: CountyActions;
  copy: LocationGeneratorCopy['serviceAreas'];
}

/**
 * One county of the Service Areas list: its name, the city being typed and the cities added so
 * far as chips (select one to remove it). A list item; data-county and data-role let the form
 * hook find the controls to focus.
 */
export function CountyFieldset({ entry, n, removable, actions, copy }: CountyFieldsetProps) {
  const baseId = useId();
  const countyId = `${baseId}-county`;
  const cityId = `${baseId}-city`;
  const chipsHintId = `${baseId}-chips-hint`;
  const cityHelpId = `${baseId}-city-help`;
  const { key } = entry;

  return (
    <li data-county={key}>
      <fieldset className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
        <legend className="float-left flex items-center gap-2 pt-1 font-serif text-xl font-semibold text-ink">
          <MapPinned aria-hidden="true" className="size-5 text-oak" />
          {fillTemplate(copy.countyLegend, { n })}
        </legend>
        {removable ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => actions.removeCounty(key)}
            aria-label={fillTemplate(copy.removeCountyLabel, { n })}
            className="float-right -mr-2 text-ember hover:bg-sand hover:text-ember-dark"
          >
            <Trash2 aria-hidden="true" />
            {copy.removeCounty}
          </Button>
        ) : null}

        <div className="clear-both grid gap-5 pt-4 md:grid-cols-2 md:gap-6">
          <div>
            <FieldLabel htmlFor={countyId} required>
              {copy.countyLabel}
            </FieldLabel>
            <Input
              id={countyId}
              data-role="county-name"
              value={entry.county}
              onChange={(event) => actions.setCountyName(key, event.target.value)}
              placeholder={copy.countyPlaceholder}
              autoComplete="off"
              required
              className="mt-2"
            />
          </div>
          <div>
            <Label htmlFor={cityId} className="block">
              {copy.cityLabel}
            </Label>
            <div className="mt-2 flex gap-2">
              <Input
                id={cityId}
                data-role="city-input"
                value={entry.cityDraft}
                onChange={(event) => actions.setCityDraft(key, event.target.value)}
                onKeyDown={actions.onCityKeyDown(key)}
                placeholder={copy.cityPlaceholder}
                autoComplete="off"
                enterKeyHint="enter"
                aria-describedby={cityHelpId}
              />
              <Button variant="outline" onClick={() => actions.addCity(key)} className="shrink-0 px-4">
                <Plus aria-hidden="true" />
                {copy.addCity}
              </Button>
            </div>
            <FieldHelp id={cityHelpId}>{copy.cityHelp}</FieldHelp>
          </div>
        </div>

        <div className="mt-5">
          <p className="text-sm font-semibold text-ink">{copy.citiesLabel}</p>
          {entry.cities.length > 0 ? (
            <>
              <ul className="mt-2 flex flex-wrap gap-2">
                {entry.cities.map((city, cityIndex) => (
                  // Duplicates are allowed as typed, so the position is part of the key.
                  <li key={`${cityIndex}-${city}`}>
                    <button
                      type="button"
                      data-role="city-chip"
                      onClick={() => actions.removeCity(key, cityIndex)}
                      aria-label={fillTemplate(copy.removeCity, { city })}
                      aria-describedby={chipsHintId}
                      className="inline-flex min-h-10 max-w-full items-center gap-1.5 rounded-full border border-oak/50 bg-sand py-1 pr-2.5 pl-4 text-left text-sm font-semibold break-all text-walnut transition-colors hover:border-ember hover:bg-white hover:text-ember-dark"
                    >
                      {city}
                      <X aria-hidden="true" className="size-4 shrink-0" />
                    </button>
                  </li>
                ))}
              </ul>
              <FieldHelp id={chipsHintId}>{copy.citiesHint}</FieldHelp>
            </>
          ) : (
            <p className="mt-1 text-sm text-ink-soft">{copy.noCities}</p>
          )}
        </div>
      </fieldset>
    </li>
  );
}
