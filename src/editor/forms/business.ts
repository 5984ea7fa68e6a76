/** The business settings' form (src/content/settings/business.json; schema: settingsSchema in src/content/schemas.ts). */
import { fields, singleton } from '@keystatic/core';
import type { SlugFormField } from '@keystatic/core';
import { CLAIM_IDS, claimDefinitions, type ClaimId } from '../../content/claims';
import {
  COUNTRY_CODE,
  EMAIL,
  FOUNDING_YEAR,
  LATITUDE,
  LONGITUDE,
  OPENING_HOURS,
  PHONE,
  STATE_CODE,
  WARRANTY_YEARS,
  ZIP,
} from '../../content/field-rules';
import { STAT_ID_LABELS, STAT_IDS, type StatId } from '../../content/headline-stats';
import { MHIC_NUMBER, VIRGINIA_CLASSES, VIRGINIA_NUMBER } from '../../content/licenses';
import { count, optionalChoice, ruled, text, uniqueChoice } from './fields';

export const business = singleton({
    label: 'Business settings',
    path: 'src/content/settings/business',
    format: { data: 'json' },
    schema: {
      contacts: fields.object(
        {
          generic: fields.object({ email: email('General e-mail') }, { label: 'General' }),
          maryland: fields.object({ phone: phone('Maryland phone'), email: email('Maryland e-mail') }, { label: 'Maryland' }),
          northernVirginia: fields.object(
            { phone: phone('Northern Virginia phone'), email: email('Northern Virginia e-mail') },
            { label: 'Northern Virginia' },
          ),
        },
        { label: 'Contacts' },
      ),
      phoneHours: fields.array(
        fields.object({
          days: text('Days', { description: 'e.g. Mon-Fri' }),
          hours: text('Hours', { description: 'e.g. 7AM-7PM' }),
        }),
        {
          label: 'Phone hours (as shown on the site)',
          description: 'At least one line.',
          itemLabel: (props) => `${props.fields.days.value} ${props.fields.hours.value}`.trim() || '(empty)',
          validation: { length: { min: 1 } },
        },
      ),
      structuredDataHours: fields.array(
        ruled('Opening hours', OPENING_HOURS, {
          description: 'Two-letter days and 24-hour times, e.g. "Mo-Fr 08:00-18:00" or "Sa 09:00-16:00".',
        }),
        {
          label: 'Opening hours for search engines',
          description: 'What Google shows as opening hours. At least one line.',
          itemLabel: (props) => props.value || '(empty)',
          validation: { length: { min: 1 } },
        },
      ),
      office: fields.object(
        {
          locality: text('Town'),
          region: ruled('State code', STATE_CODE, { description: 'Two capital letters, e.g. MD.' }),
          regionName: text('State', { description: 'e.g. Maryland' }),
          postalCode: ruled('ZIP code', ZIP),
          country: ruled('Country code', COUNTRY_CODE, { description: 'Two capital letters, e.g. US.' }),
          latitude: fields.number({
            label: 'Latitude',
            description: 'For maps and search engines, e.g. 38.7018.',
            step: 0.0001,
            validation: { isRequired: true, ...LATITUDE },
          }),
          longitude: fields.number({
            label: 'Longitude',
            description: 'e.g. -76.6005.',
            step: 0.0001,
            validation: { isRequired: true, ...LONGITUDE },
          }),
        },
        { label: 'Office address' },
      ),
      responseTime: text('Response time', {
        description: 'How fast we answer, as a sentence ends: "We respond …". Quoted as {business.responseTime}.',
      }),
      stats: fields.array(
        fields.object({
          id: statId(),
          value: text('Value', { description: 'e.g. 250+' }),
          label: text('Label', { description: 'e.g. Projects Annually' }),
        }),
        {
          label: 'Headline stats',
          description:
            'Exactly 3: projects a year, years of combined experience and the fixed-price guarantee, each once. Drag them into the order the home page shows them in; the hero and other claims find each by name, whatever the order.',
          itemLabel: (props) =>
            `${STAT_ID_LABELS[props.fields.id.value]}: ${`${props.fields.value.value} ${props.fields.label.value}`.trim() || '(empty)'}`,
          slugField: 'id',
          validation: count(STAT_IDS.length),
        },
      ),
      yearsExperience: text('Years of experience', { description: 'e.g. 15+. Quoted as {claims.yearsExperience}.' }),
      happyClients: text('Happy clients', { description: 'e.g. 500+' }),
      founded: ruled('Founding year', FOUNDING_YEAR, { description: 'The year the business was founded, e.g. 2009: told to search engines.' }),
      warrantyYears: fields.object(
        {
          hardware: warrantyTerm('Hardware warranty (years)'),
          deck: warrantyTerm('Deck warranty (years)'),
        },
        { label: 'Warranty terms', description: 'How many years each time-limited warranty runs; the pages and the warranty page quote them.' },
      ),
      social: fields.object(
        {
          facebook: fields.url({ label: 'Facebook page', validation: { isRequired: true } }),
          instagram: fields.url({ label: 'Instagram profile', validation: { isRequired: true } }),
          tiktok: fields.url({ label: 'TikTok profile', validation: { isRequired: true } }),
        },
        { label: 'Social media links' },
      ),
      licenses: fields.object(
        {
          mhic: fields.object(
            {
              number: ruled('MHIC license number', MHIC_NUMBER, {
                required: true,
                description:
                  'The Maryland Home Improvement Commission license number: digits only, usually 5 or 6, e.g. 123456 (without "MHIC" or "#"). Shown in the footer of every page, in each location’s contact section and to search engines.',
              }),
              sample: sampleCheckbox(),
            },
            { label: 'Maryland Home Improvement Commission (MHIC)' },
          ),
          virginia: fields.object(
            {
              number: ruled('Virginia contractor license number (optional)', VIRGINIA_NUMBER, {
                required: false,
                description:
                  'The Virginia DPOR contractor license number: 10 digits starting with 2705. Leave empty until the license is issued; Virginia pages show it once it is set.',
              }),
              class: optionalChoice(
                'Virginia license class',
                'Not set',
                VIRGINIA_CLASSES.map((value) => ({ label: `Class ${value}`, value })),
                'Required with the number: A, B or C, as the license states.',
              ),
              sample: sampleCheckbox(),
            },
            { label: 'Virginia contractor license (DPOR)' },
          ),
        },
        { label: 'Licenses' },
      ),
      claims: fields.object(
        Object.fromEntries(
          CLAIM_IDS.map((id) => [
            id,
            fields.object(
              {
                shown: fields.checkbox({
                  label: 'Shown on the site',
                  description: 'Untick to take this claim off every page (the sentences, cards and badges that make it).',
                  defaultValue: true,
                }),
                confirmed: fields.checkbox({
                  label: 'Confirmed by the owner',
                  description: `Tick once you have checked it: ${claimDefinitions[id].check}`,
                }),
              },
              { label: claimDefinitions[id].label },
            ),
          ]),
        ) as Record<ClaimId, ClaimMarksField>,
        {
          label: 'Claims',
          description:
            'Every promise and credential the site states. Tick "Confirmed" for each you have checked and can back; the launch check lists every claim shown and not confirmed. Untick "Shown" for any you cannot back: the pages then leave it out.',
        },
      ),
    },
  });

/**
 * Which headline stat a figure is: a choice of the ids in src/content/headline-stats.ts. The list
 * of stats names this its slugField, so Keystatic gives the check the ids of the other stats (the
 * only way a field sees its neighbours) and saving refuses a stat chosen twice; with exactly 3
 * stats, that leaves none missing, which is what the settings schema requires.
 */
function statId(): SlugFormField<StatId, StatId, StatId, StatId> {
  return uniqueChoice(STAT_IDS, STAT_ID_LABELS, {
    label: 'Which stat',
    description: 'What this figure states. Each of the three appears once; the pages find a stat by this, not by its place in the list.',
    repeated: (name) => `"${name}" is chosen for another stat too: each headline stat must appear exactly once`,
  });
}

/** A phone number of the business (src/content/field-rules.ts). */
function phone(label: string) {
  return ruled(label, PHONE, { description: 'Digits, spaces, dashes, dots or parentheses, e.g. (410) 555-0142.' });
}

/** An e-mail address of the business (src/content/field-rules.ts). */
function email(label: string) {
  return ruled(label, EMAIL);
}

/** The field of the marks on one claim, as the claims object above builds it. */
type ClaimMarksField = ReturnType<typeof fields.object<{ shown: ReturnType<typeof fields.checkbox>; confirmed: ReturnType<typeof fields.checkbox> }>>;

/** A warranty's term in whole years, as the settings schema allows. */
function warrantyTerm(label: string) {
  return fields.integer({ label, validation: { isRequired: true, ...WARRANTY_YEARS } });
}

/** Whether a license number is still a placeholder; the launch check lists every one that is. */
function sampleCheckbox() {
  return fields.checkbox({
    label: 'Sample number (not the real one yet)',
    description:
      'Ticked while the number is a placeholder: the pages then add "(sample number)" after it, and the launch check stops the launch. Untick it once you enter the real number.',
  });
}
