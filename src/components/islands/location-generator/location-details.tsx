import { useId } from 'react';
import { STATE_ABBR_MAX_LENGTH } from '../../../lib/location-module-source';
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
        <LongText name="heroDescription" idOf={id} rows={3} {...{ fields, setField, copy: f }} />
        <LongText name="aboutDescription" idOf={id} rows={4} {...{ fields, setField, copy: f }} />
        <LongText name="neighborhoods" idOf={id} rows={2} className="min-h-20" {...{ fields, setField, copy: f }} />
      </div>
    </div>
  );
}

type LongTextField = 'heroDescription' | 'aboutDescription' | 'neighborhoods';

/** One of the page texts: a full-width textarea with its label, help and optional placeholder. */
function LongText({
  name,
  idOf,
  rows,
  className,
  fields,
  setField,
  copy,
}: LocationDetailsProps & { name: LongTextField; idOf: (name: string) => string; rows: number; className?: string }) {
  const text: { label: string; help: string; placeholder?: string } = copy[name];
  return (
    <Field id={idOf(name)} label={text.label} help={text.help} className="sm:col-span-2">
      {(describedBy) => (
        <Textarea
          id={idOf(name)}
          rows={rows}
          value={fields[name]}
          onChange={(event) => setField(name, event.target.value)}
          placeholder={text.placeholder}
          className={className}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}
