// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { generatorPage } from '../../content/generator';
import { fillTemplate } from '../../lib/format';
import { LocationGenerator } from './location-generator';

/** A toast is in the page at once but shown a moment later (sonner mounts it, then marks it visible): waits for that, as a reader sees it. */
async function toastShown(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 10_000 });
}

// The copy exactly as templates/generator.astro hands it to the island.
const { form, serviceAreas: areas, generate, output, toasts } = generatorPage;
const islandCopy = { form, serviceAreas: areas, generate, output, toasts };

function setup() {
  // No pause between keystrokes: the tests type whole forms on a busy 2-core machine.
  const user = userEvent.setup({ delay: null });
  render(<LocationGenerator copy={islandCopy} />);
  return user;
}

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
});

const field = (label: string) => screen.getByLabelText(label);
const county = (n: number) => screen.getByRole('group', { name: fillTemplate(areas.countyLegend, { n }) });
const countyName = (group: HTMLElement) => within(group).getByLabelText(areas.countyLabel);
const cityInput = (group: HTMLElement) => within(group).getByLabelText(areas.cityLabel);
const chip = (group: HTMLElement, city: string) =>
  within(group).getByRole('button', { name: fillTemplate(areas.removeCity, { city }) });
/** The city chips of a county, by their visible text. */
const chipTexts = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('button', { description: areas.citiesHint })
    .map((button) => button.textContent);
const generateButton = () => screen.getByRole('button', { name: generate.label });
const codePanel = () => screen.queryByRole('textbox', { name: output.heading });
/** The output panel's live notices (copy refused, code out of date). */
const notices = () => within(screen.getByRole('region', { name: output.heading })).getByRole('status');

async function addCity(user: UserEvent, group: HTMLElement, city: string, how: 'Enter' | 'button') {
  await user.type(cityInput(group), how === 'Enter' ? `${city}{Enter}` : city);
  if (how === 'button') await user.click(within(group).getByRole('button', { name: areas.addCity }));
}

/** A complete form: New Jersey with two counties. */
async function fillSample(user: UserEvent) {
  await user.type(field(form.stateName.label), 'New Jersey');
  await user.type(field(form.stateAbbr.label), 'nj');
  await user.type(field(form.phoneNumber.label), '(201) 555-0188');
  await user.type(field(form.neighborhoods.label), 'Montclair, Hoboken, , Princeton');
  await user.type(countyName(county(1)), 'Essex County');
  await addCity(user, county(1), 'Montclair', 'Enter');
  await addCity(user, county(1), 'West Orange', 'button');
  await user.click(screen.getByRole('button', { name: areas.addCounty }));
  await user.type(countyName(county(2)), 'Mercer County');
}

describe('LocationGenerator: filling the form', { timeout: 20_000 }, () => {
  it('starts empty, with one county and Generate disabled, saying what is missing', () => {
    setup();
    const { stateName, stateAbbr, phoneNumber, heroDescription, aboutDescription, neighborhoods } = form;
    for (const { label } of [stateName, stateAbbr, phoneNumber, heroDescription, aboutDescription, neighborhoods]) {
      expect(field(label)).toHaveValue('');
    }
    expect(field(form.stateName.label)).toBeRequired();
    expect(field(form.stateName.label)).toHaveAccessibleDescription(form.stateName.help);
    expect(screen.getAllByRole('group')).toEqual([county(1)]);
    expect(countyName(county(1))).toBeRequired();
    expect(within(county(1)).getByText(areas.noCities)).toBeVisible();
    expect(screen.queryByRole('button', { name: fillTemplate(areas.removeCountyLabel, { n: 1 }) })).toBeNull();
    expect(generateButton()).toBeDisabled();
    expect(generateButton()).toHaveAccessibleDescription(generate.disabledHint);
    expect(codePanel()).toBeNull();
  });

  it('keeps Generate disabled with the hint while the state name or a county name is blank', async () => {
    const user = setup();
    await user.type(field(form.stateName.label), 'Ohio');
    expect(generateButton()).toBeDisabled();
    await user.type(countyName(county(1)), 'Franklin County');
    expect(generateButton()).toBeEnabled();
    expect(screen.queryByText(generate.disabledHint)).toBeNull();
    expect(generateButton()).not.toHaveAccessibleDescription();

    await user.clear(field(form.stateName.label));
    await user.type(field(form.stateName.label), '   ');
    expect(generateButton()).toBeDisabled();
    expect(screen.getByText(generate.disabledHint)).toBeVisible();
    await user.type(field(form.stateName.label), 'Ohio');
    expect(generateButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: areas.addCounty }));
    expect(generateButton()).toBeDisabled();
    await user.type(countyName(county(2)), '  ');
    expect(generateButton()).toHaveAccessibleDescription(generate.disabledHint);
    await user.type(countyName(county(2)), 'Delaware County');
    expect(generateButton()).toBeEnabled();

    // Submitting anyway (Enter in a text field) generates nothing.
    await user.clear(countyName(county(1)));
    await user.type(field(form.stateName.label), '{Enter}');
    expect(codePanel()).toBeNull();
  });

  it('keeps the state abbreviation to 2 characters, in capitals', async () => {
    const user = setup();
    await user.type(field(form.stateAbbr.label), 'njx');
    expect(field(form.stateAbbr.label)).toHaveValue('NJ');
  });

  it('adds trimmed cities by Enter or the button, ignores blanks, and removes a city chip by keyboard', async () => {
    const user = setup();
    const first = county(1);
    await addCity(user, first, '  Bowie  ', 'button');
    await addCity(user, first, 'Laurel', 'Enter');
    expect(cityInput(first)).toHaveValue('');
    expect(cityInput(first)).toHaveFocus();
    await addCity(user, first, '   ', 'Enter');
    await addCity(user, first, 'Upper Marlboro', 'Enter');
    expect(chipTexts(first)).toEqual(['Bowie', 'Laurel', 'Upper Marlboro']);
    expect(within(first).queryByText(areas.noCities)).toBeNull();

    await user.click(chip(first, 'Bowie'));
    expect(chipTexts(first)).toEqual(['Laurel', 'Upper Marlboro']);
    expect(chip(first, 'Laurel')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chip(first, 'Upper Marlboro')).toHaveFocus();
    await user.keyboard(' ');
    expect(chipTexts(first)).toEqual([]);
    expect(cityInput(first)).toHaveFocus();
    expect(within(first).getByText(areas.noCities)).toBeVisible();
  });

  it('focuses a new county, and removes a county only while there is more than one', async () => {
    const user = setup();
    await user.type(countyName(county(1)), 'Essex County');
    await user.click(screen.getByRole('button', { name: areas.addCounty }));
    expect(countyName(county(2))).toHaveFocus();
    await user.type(countyName(county(2)), 'Mercer County');
    await addCity(user, county(2), 'Princeton', 'Enter');

    await user.click(within(county(1)).getByRole('button', { name: fillTemplate(areas.removeCountyLabel, { n: 1 }) }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(countyName(county(1))).toHaveValue('Mercer County');
    expect(countyName(county(1))).toHaveFocus();
    expect(chipTexts(county(1))).toEqual(['Princeton']);
    expect(screen.queryByRole('button', { name: fillTemplate(areas.removeCountyLabel, { n: 1 }) })).toBeNull();
  });
});

describe('LocationGenerator: generating', { timeout: 20_000 }, () => {
  it('shows the Success toast and the generated code, and moves focus to it', async () => {
    const user = setup();
    await fillSample(user);
    await user.click(generateButton());

    const heading = screen.getByRole('heading', { name: output.heading });
    expect(heading).toHaveFocus();
    await toastShown(toasts.generated.description);
    expect(screen.getByText(toasts.generated.title)).toBeVisible();
    expect(screen.getByText(fillTemplate(output.intro, { file: 'NewJersey.tsx' }))).toBeVisible();

    const code = codePanel();
    expect(code).toHaveAccessibleDescription(fillTemplate(output.intro, { file: 'NewJersey.tsx' }));
    const text = (code as HTMLTextAreaElement).value;
    expect(text).toContain('export const newJersey: LocationContent = {');
    expect(text).toContain('stateAbbr: "NJ"');
    expect(text).toContain('phone: "(201) 555-0188"');
    expect(text).toContain('"West Orange"');
    expect(text).toContain('name: "Mercer County"');
    expect(text).toContain('name: "Hoboken"');
  });

  it('says when the form has changed since the code was generated, until it is generated again', async () => {
    const user = setup();
    await fillSample(user);
    await user.click(generateButton());
    expect(screen.queryByText(output.stale)).toBeNull();

    await user.clear(field(form.stateName.label));
    await user.type(field(form.stateName.label), 'New York');
    expect(notices()).toHaveTextContent(output.stale);

    await user.click(generateButton());
    expect(screen.queryByText(output.stale)).toBeNull();
    expect((codePanel() as HTMLTextAreaElement).value).toContain('export const newYork: LocationContent = {');
  });

  it('copies the code to the clipboard and shows the Copied toast', async () => {
    const user = setup();
    await fillSample(user);
    await user.click(generateButton());
    await user.click(screen.getByRole('button', { name: output.copy }));

    await toastShown(toasts.copied.description);
    expect(await navigator.clipboard.readText()).toBe((codePanel() as HTMLTextAreaElement).value);
    expect(screen.queryByText(output.copyFailed)).toBeNull();
  });

  it('when the clipboard refuses, says so calmly and puts focus on the code, until the next Generate', async () => {
    const user = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await fillSample(user);
    await user.click(generateButton());
    await user.click(screen.getByRole('button', { name: output.copy }));

    expect(await screen.findByText(output.copyFailed)).toBeVisible();
    expect(notices()).toHaveTextContent(output.copyFailed);
    expect(codePanel()).toHaveFocus();
    expect(screen.queryByText(toasts.copied.description)).toBeNull();

    await user.click(generateButton());
    expect(screen.queryByText(output.copyFailed)).toBeNull();
  });

  it('downloads the code as a file named after the state', async () => {
    const user = setup();
    // jsdom has no Blob URLs: stand in for them, and catch the link's click instead of navigating.
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:generated';
    });
    const revokeObjectURL = vi.fn();
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => void Object.assign(URL, original));
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    await fillSample(user);
    await user.click(generateButton());
    await user.click(screen.getByRole('button', { name: output.download }));

    expect(saved).toEqual([{ name: 'NewJersey.tsx', href: 'blob:generated' }]);
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]!.text()).toBe((codePanel() as HTMLTextAreaElement).value);
    // The Blob URL is let go once the download has started.
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:generated'), { timeout: 3000 });
  });
});
