import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, defineSubject } from '@storeroom/core/access';
import { PERSONAS, personaAccess } from './personas';

const GIFT_WRAP = defineSubject({
  id: 'gift_wrap',
  label: 'Gift wrap',
  options: [
    { id: 'allow_archive', label: 'Allow archiving', grants: ['archive'] },
    { id: 'allow_wrap', label: 'Allow wrapping', grants: ['wrap'] },
  ],
});
const PLAIN = defineSubject({ id: 'gift_notes', label: 'Gift notes' });

describe('storeroom dev personas', () => {
  it('offers a limited employee holding every option of the plugin’s subjects (issue 21 item 7)', () => {
    const persona = PERSONAS.find((p) => p.id === 'options');
    expect(persona).toMatchObject({
      label: 'Limited employee with options',
      email: 'options@dev.storeroom.test',
    });
    expect(personaAccess('options', [GIFT_WRAP, PLAIN])).toEqual([
      { subject: 'gift_wrap', rule: ACCESS_LEVEL.limited, options: ['allow_archive', 'allow_wrap'] },
      { subject: 'gift_notes', rule: ACCESS_LEVEL.limited, options: [] },
    ]);
  });

  it('keeps the plain limited persona read-only', () => {
    expect(personaAccess('limited', [GIFT_WRAP])).toEqual([
      { subject: 'gift_wrap', rule: ACCESS_LEVEL.limited, options: [] },
    ]);
    expect(personaAccess('none', [GIFT_WRAP])).toEqual([]);
  });
});
