import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Field } from '@storeroom/ui';
import {
  FormCheckbox,
  FormCheckboxGroup,
  FormDateInput,
  FormMoneyInput,
  FormNumberInput,
  FormSelect,
  FormSwitch,
  useZodForm,
} from '.';

const schema = z.object({
  rate: z.number(),
  uses: z.number(),
  type: z.number(),
  carrier: z.string(),
  state: z.string().nullable(),
  start: z.string(),
  end: z.string().nullable(),
  combined: z.boolean(),
  enabled: z.boolean(),
  pages: z.array(z.string()),
});
type Values = z.output<typeof schema>;

const INITIAL: Values = {
  rate: 1250,
  uses: 3,
  type: 1,
  carrier: 'ups',
  state: null,
  start: '2026-03-10',
  end: '2026-04-01',
  combined: false,
  enabled: true,
  pages: ['cart'],
};

function TestForm({ save, onCarrier }: { save: (values: Values) => void; onCarrier?: (v: string) => void }) {
  const form = useZodForm(schema, { defaultValues: INITIAL });
  const { control } = form;
  return (
    <form aria-label="Test" onSubmit={form.handleSubmit(save)}>
      <Field label="Rate">
        <FormMoneyInput control={control} name="rate" currency="USD" />
      </Field>
      <Field label="Uses">
        <FormNumberInput control={control} name="uses" decimals={0} />
      </Field>
      <Field label="Type">
        <FormSelect
          control={control}
          name="type"
          numeric
          options={[
            { value: '1', label: 'Weight' },
            { value: '2', label: 'Items' },
          ]}
        />
      </Field>
      <Field label="Carrier">
        <FormSelect
          control={control}
          name="carrier"
          options={[
            { value: 'ups', label: 'UPS' },
            { value: 'dhl', label: 'DHL' },
          ]}
          onValueChange={onCarrier}
        />
      </Field>
      <Field label="State">
        <FormSelect
          control={control}
          name="state"
          nullAs="*"
          options={[
            { value: '*', label: 'Whole country' },
            { value: 'CA', label: 'California' },
          ]}
        />
      </Field>
      <Field label="Start">
        <FormDateInput control={control} name="start" />
      </Field>
      <Field label="End">
        <FormDateInput control={control} name="end" empty={null} />
      </Field>
      <FormCheckbox control={control} name="combined" label="Combined" />
      <FormSwitch control={control} name="enabled" label="Enabled" />
      <FormCheckboxGroup
        control={control}
        name="pages"
        legend="Pages"
        options={[
          { value: 'home', label: 'Home' },
          { value: 'product', label: 'Product' },
          { value: 'cart', label: 'Cart' },
        ]}
      />
      <button type="submit">Save</button>
    </form>
  );
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('form controls', () => {
  it("show the form's values and save them unchanged", async () => {
    const saved: Values[] = [];
    render(<TestForm save={(v) => void saved.push(v)} />);
    expect(screen.getByRole('spinbutton', { name: 'Rate' })).toHaveValue('12.50');
    expect(screen.getByRole('spinbutton', { name: 'Uses' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Weight');
    expect(screen.getByRole('combobox', { name: 'Carrier' })).toHaveTextContent('UPS');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Whole country');
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveValue('03/10/2026');
    expect(screen.getByRole('checkbox', { name: 'Combined' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    const pages = screen.getByRole('group', { name: 'Pages' });
    expect(within(pages).getByRole('checkbox', { name: 'Cart' })).toBeChecked();
    expect(within(pages).getByRole('checkbox', { name: 'Home' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => saved).toEqual([INITIAL]);
  });

  it('save what the user changed: money in minor units, a numeric choice as a number, an emptied date as its empty value, ticked values in order', async () => {
    const saved: Values[] = [];
    const carriers: string[] = [];
    render(<TestForm save={(v) => void saved.push(v)} onCarrier={(v) => void carriers.push(v)} />);
    const form = screen.getByRole('form', { name: 'Test' });
    await userEvent.clear(within(form).getByRole('spinbutton', { name: 'Rate' }));
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Rate' }), '9.99');
    await userEvent.clear(within(form).getByRole('spinbutton', { name: 'Uses' }));
    await choose('Type', 'Items');
    await choose('Carrier', 'DHL');
    await choose('State', 'California');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Start' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: 'End' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Combined' }));
    await userEvent.click(within(form).getByRole('switch', { name: 'Enabled' }));
    // Chosen values keep the options' order; an unticked one leaves the list.
    const pages = within(form).getByRole('group', { name: 'Pages' });
    await userEvent.click(within(pages).getByRole('checkbox', { name: 'Product' }));
    await userEvent.click(within(pages).getByRole('checkbox', { name: 'Home' }));
    await userEvent.click(within(pages).getByRole('checkbox', { name: 'Cart' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => saved)
      .toEqual([
        {
          rate: 999,
          uses: 0,
          type: 2,
          carrier: 'dhl',
          state: 'CA',
          start: '',
          end: null,
          combined: true,
          enabled: false,
          pages: ['home', 'product'],
        },
      ]);
    expect(carriers).toEqual(['dhl']);
  });
});
