import type { ShippingZoneInput } from '../contract';

/**
 * Demo zones (data only, no rules): the demo store's seed, the stories' rows and the tests'
 * expectations. Rates are integer minor units (cents).
 */
export const SEED_SHIPPING_ZONES = [
  {
    name: 'Domestic',
    rate: 495,
    description: 'Standard shipping inside the United States.',
    regions: [
      { country: 'US', state: 'CA' },
      { country: 'US', state: 'NY' },
      { country: 'US', state: 'TX' },
      { country: 'US', state: 'WA' },
    ],
    exceptions: [{ type: 3, min: 10000, max: 1000000, rate: 0 }],
    additional_rates: [{ name: 'Express', rate: 1495 }],
  },
  {
    name: 'Europe',
    rate: 1495,
    description: 'Tracked shipping to Europe.',
    regions: [
      { country: 'DE', state: null },
      { country: 'FR', state: null },
      { country: 'IT', state: null },
      { country: 'ES', state: null },
      { country: 'NL', state: null },
    ],
    exceptions: [{ type: 1, min: 2, max: 10, rate: 2495 }],
    additional_rates: [],
  },
] satisfies ShippingZoneInput[];
