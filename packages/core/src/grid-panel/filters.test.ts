import { describe, expect, it } from 'vitest';
import { cleanSearchFilter } from '../client/resource';
import { conditionsToFilter, operatorsFor, parseConditions, parseSavedView } from './filters';
import type { GridFilterField } from './filters';

const fields: GridFilterField[] = [
  { name: 'title', label: 'Title' },
  { name: 'price', label: 'Price', type: 'number' },
  { name: 'is_draft', label: 'Draft', type: 'boolean' },
  { name: 'vendor', label: 'Vendor', type: 'select', options: [{ value: 'acme', label: 'Acme' }] },
];

describe('conditionsToFilter', () => {
  it('turns equality into values, several into a list, and other operators into operator filters', () => {
    expect(
      conditionsToFilter(
        [
          { field: 'vendor', operator: '=', value: 'acme' },
          { field: 'vendor', operator: '=', value: 'globex' },
          { field: 'is_draft', operator: '=', value: 'false' },
          { field: 'price', operator: '>=', value: '10' },
          { field: 'price', operator: '<', value: '99.5' },
          { field: 'title', operator: 'contains', value: 'shirt' },
        ],
        fields,
      ),
    ).toEqual({
      vendor: ['acme', 'globex'],
      is_draft: false,
      price: [
        { operator: '>=', value: 10 },
        { operator: '<', value: 99.5 },
      ],
      title: { operator: 'contains', value: 'shirt' },
    });
  });

  it('sends a money field as integer minor units of its currency', () => {
    const money: GridFilterField[] = [
      { name: 'total', label: 'Total', type: 'money' },
      { name: 'yen', label: 'Yen', type: 'money', currency: 'JPY' },
    ];
    expect(
      conditionsToFilter(
        [
          { field: 'total', operator: '>=', value: '12.5' },
          { field: 'yen', operator: '=', value: '1500' },
        ],
        money,
      ),
    ).toEqual({ total: { operator: '>=', value: 1250 }, yen: 1500 });
    expect(operatorsFor(money[0])).toContain('>=');
  });

  it('ignores undeclared fields, lets the screen base filter win, and leaves empty values to the cleanup', () => {
    const filter = conditionsToFilter(
      [
        { field: 'secret', operator: '=', value: 'x' },
        { field: 'title', operator: 'notcontains', value: '' },
        { field: 'is_draft', operator: '=', value: 'true' },
      ],
      fields,
      { is_draft: false },
    );
    expect(filter).toEqual({ title: { operator: 'notcontains', value: '' }, is_draft: false });
    expect(cleanSearchFilter(filter)).toEqual({ is_draft: false });
  });

  it('offers operators by field type', () => {
    expect(operatorsFor(fields[1])).toEqual(['=', '!=', '>', '<', '>=', '<=']);
    expect(operatorsFor(fields[0])).toContain('notcontains');
    expect(operatorsFor(fields[2])).toEqual(['=', '!=']);
  });
});

describe('URL and saved view parsing', () => {
  it('keeps well-formed conditions and drops the rest', () => {
    expect(parseConditions('not json')).toEqual([]);
    expect(parseConditions('{"a":1}')).toEqual([]);
    expect(
      parseConditions(
        JSON.stringify([
          { field: 'price', operator: '>', value: '1' },
          { field: 'price', operator: 'like', value: '1' },
          { field: 'price', operator: '>', value: 1 },
        ]),
      ),
    ).toEqual([{ field: 'price', operator: '>', value: '1' }]);
  });

  it('reads a saved view only when it has a name and conditions', () => {
    expect(
      parseSavedView('{"name":"Cheap","conditions":[{"field":"price","operator":"<","value":"5"}]}'),
    ).toEqual({
      name: 'Cheap',
      conditions: [{ field: 'price', operator: '<', value: '5' }],
    });
    expect(parseSavedView('{"title":"x"}')).toBeUndefined();
    expect(parseSavedView('{')).toBeUndefined();
  });
});
