import { describe, expect, it } from 'vitest';
import { productInputSchema, productRuleErrors, PRODUCTS_MESSAGES } from '../contract';
import { asTemplate, copyFromTemplate, followTitle, prepareForSave } from './product-rules';

const template = {
  ...productInputSchema.parse({
    title: 'Tee template',
    seo_title: 'Tee',
    seo_url: 'tee',
    sku: 'TEE',
    is_template: true,
    template_name: 'Tees',
    is_multi: true,
    tags: ['summer'],
    options: [{ title: 'Size', values: ['S', 'M'] }],
    variants: [
      { id: 4, variant: ['S'], default: true, sku: 'TEE-S' },
      { id: 5, variant: ['M'], sku: 'TEE-M' },
    ],
  }),
  id: 9,
};

describe('copyFromTemplate', () => {
  it('clears id, template flags, title and SEO fields, keeps the rest', () => {
    const copy = copyFromTemplate(template, { skuEnabled: true });
    expect(copy).not.toHaveProperty('id');
    expect(copy).toMatchObject({
      is_template: false,
      template_name: '',
      title: '',
      seo_title: '',
      seo_url: '',
      sku: 'TEE',
    });
    expect(copy.tags).toEqual(['summer']);
    expect(copy.variants.map((v) => [v.id, v.sku])).toEqual([
      [undefined, 'TEE-S'],
      [undefined, 'TEE-M'],
    ]);
  });

  it('drops skus when the sku setting is off', () => {
    const copy = copyFromTemplate(template, { skuEnabled: false });
    expect(copy.sku).toBe('');
    expect(copy.variants.map((v) => v.sku)).toEqual(['', '']);
  });

  it('does not share arrays with the template', () => {
    const copy = copyFromTemplate(template, { skuEnabled: true });
    copy.options[0]!.values.push('L');
    expect(template.options[0]!.values).toEqual(['S', 'M']);
  });
});

describe('asTemplate', () => {
  it('sets the flag and name and clears seo_url', () => {
    expect(asTemplate(template, ' Shirts ')).toMatchObject({
      is_template: true,
      template_name: 'Shirts',
      seo_url: '',
    });
  });
});

describe('prepareForSave', () => {
  it('drops options and variants of a single product', () => {
    const out = prepareForSave({ ...template, is_multi: false });
    expect(out.options).toEqual([]);
    expect(out.variants).toEqual([]);
  });

  it('nulls the price of a multi product and clears product images when variants have images', () => {
    const withImages = {
      ...template,
      price: 10,
      images: [1],
      variants: template.variants.map((v, i) => ({ ...v, images: i === 0 ? [2] : [] })),
    };
    expect(prepareForSave(withImages)).toMatchObject({ price: null, images: [] });
    expect(prepareForSave({ ...template, price: 10, images: [1] })).toMatchObject({
      price: null,
      images: [1],
    });
  });
});

describe('followTitle', () => {
  it('copies the title into seo_url (as a slug) and seo_title until edited by hand', () => {
    expect(
      followTitle({ seo_url: '', seo_title: '' }, 'Café Latte Mug!', { url: false, title: false }),
    ).toEqual({
      seo_url: 'cafe-latte-mug',
      seo_title: 'Café Latte Mug!',
    });
    expect(followTitle({ seo_url: 'mine', seo_title: 'Mine' }, 'New', { url: true, title: true })).toEqual({
      seo_url: 'mine',
      seo_title: 'Mine',
    });
  });
});

describe('productRuleErrors', () => {
  it('asks for a template name, one default and full-length variants', () => {
    expect(productRuleErrors({ is_template: true, template_name: ' ' })).toEqual({
      template_name: [PRODUCTS_MESSAGES.templateNameRequired],
    });
    expect(
      productRuleErrors({
        is_multi: true,
        options: [{ title: 'Size', values: ['S'] }],
        variants: [
          { variant: ['S'], default: false },
          { variant: ['S', 'X'], default: false },
        ],
      }),
    ).toEqual({ variants: [PRODUCTS_MESSAGES.oneDefault, PRODUCTS_MESSAGES.variantLength] });
    expect(productRuleErrors({ is_multi: true, options: [], variants: [] })).toEqual({});
  });
});
