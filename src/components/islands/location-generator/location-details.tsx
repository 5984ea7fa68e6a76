import { useId } from 'react';
import { STATE_ABBR_MAX_LENGTH } from '../../../lib/generator';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import type { LocationForm } from './use-location-form';
import type { LocationGeneratorCopy } from './types';

interface LocationDetailsProps extends Pick<LocationForm, 'fields' | 'setField'> {
  copy: LocationGeneratorCopy['form'];
}

/** The "Location details" part of the form: state, phone and the page texts. */
export function LocationDetails({ fields, setField, copy: f }: LocationDetailsProps) {
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;

  return (
    <div className="p-5 sm:p-8 lg:p-10">
      <h2 className="text-2xl font-semibold sm:text-3xl">{f.heading}</h2>
      <div className="mt-7 grid gap-6 sm:grid-cols-[minmax(0,1fr)_11rem] sm:gap-x-6">
        <Field id={id('state-name')} label={f.stateName.label} help={f.stateName.help} required>
          {(describedBy) => (
            <Input
              id={id('state-name')}
              value={fields.stateName}
              onChange={(event) => setField('stateName', event.target.value)}
              placeholder={f.stateName.placeholder}
              autoComplete="off"
              required
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id={id('state-abbr')} label={f.stateAbbr.label} help={f.stateAbbr.help}>
          {(describedBy) => (
            <Input
              id={id('state-abbr')}
              value={fields.stateAbbr}
              onChange={(event) => setField('stateAbbr', event.target.value)}
              maxLength={STATE_ABBR_MAX_LENGTH}
              placeholder={f.stateAbbr.placeholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="uppercase"
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id={id('phone')} label={f.phoneNumber.label} help={f.phoneNumber.help} className="sm:col-span-2">
          {(describedBy) => (
            <Input
              id={id('phone')}
              type="tel"
              value={fields.phoneNumber}
              onChange={(event) => setField('phoneNumber', event.target.value)}
              placeholder={f.phoneNumber.placeholder}
              autoComplete="off"
              className="sm:max-w-sm"
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id={id('hero')} label={f.heroDescription.label} help={f.heroDescription.help} className="sm:col-span-2">
          {(describedBy) => (
            <Textarea
              id={id('hero')}
              rows={3}
              value={fields.heroDescription}
              onChange={(event) => setField('heroDescription', event.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id={id('about')} label={f.aboutDescription.label} help={f.aboutDescription.help} className="sm:col-span-2">
          {(describedBy) => (
            <Textarea
              id={id('about')}
              rows={4}
              value={fields.aboutDescription}
              onChange={(event) => setField('aboutDescription', event.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id={id('neighborhoods')} label={f.neighborhoods.label} help={f.neighborhoods.help} className="sm:col-span-2">
          {(describedBy) => (
            <Textarea
              id={id('neighborhoods')}
              rows={2}
              value={fields.neighborhoods}
              onChange={(event) => setField('neighborhoods', event.target.value)}
              placeholder={f.neighborhoods.placeholder}
              className="min-h-20"
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
